import { useSyncExternalStore } from 'react';

import {
  toast,
  toastStore,
  type ToastItem,
  type ToastOptions,
  type ToastHandle,
} from './toast-store';

export function useToast(): {
  toasts: readonly ToastItem[];
  toast: (options: ToastOptions) => ToastHandle;
  dismiss: (id?: string) => void;
} {
  const toasts = useSyncExternalStore(
    toastStore.subscribe,
    toastStore.getSnapshot,
    toastStore.getSnapshot,
  );
  return { toasts, toast, dismiss: toastStore.dismiss };
}
