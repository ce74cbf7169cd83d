import type * as React from 'react';

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title?: React.ReactNode;
  description?: React.ReactNode;
  variant?: ToastVariant;
  /** An optional action element, e.g. <ToastAction altText="Undo">Undo</ToastAction>. */
  action?: React.ReactElement;
  /** Overrides the provider's display duration (ms). */
  duration?: number;
}

export interface ToastItem extends ToastOptions {
  id: string;
  /** False while the toast plays its exit animation, before it is removed. */
  open: boolean;
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (options: ToastOptions) => void;
}

/** One toast visible at a time. A new toast replaces the current one. */
export const TOAST_LIMIT = 1;
/** How long a dismissed toast stays mounted so Radix can animate it out. */
export const TOAST_REMOVE_DELAY = 1000;

export interface ToastStore {
  toast: (options: ToastOptions) => ToastHandle;
  dismiss: (id?: string) => void;
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => readonly ToastItem[];
}

export function createToastStore(
  limit = TOAST_LIMIT,
  removeDelay = TOAST_REMOVE_DELAY,
): ToastStore {
  let toasts: readonly ToastItem[] = [];
  let counter = 0;
  const listeners = new Set<() => void>();
  const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

  function set(next: readonly ToastItem[]) {
    toasts = next;
    for (const listener of listeners) listener();
  }

  function scheduleRemoval(id: string) {
    if (removalTimers.has(id)) return;
    removalTimers.set(
      id,
      setTimeout(() => {
        removalTimers.delete(id);
        set(toasts.filter((t) => t.id !== id));
      }, removeDelay),
    );
  }

  function dismiss(id?: string) {
    const targets = toasts.filter((t) => t.open && (id === undefined || t.id === id));
    if (targets.length === 0) return;
    for (const t of targets) scheduleRemoval(t.id);
    set(toasts.map((t) => (targets.includes(t) ? { ...t, open: false } : t)));
  }

  function toast(options: ToastOptions): ToastHandle {
    counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
    const id = String(counter);
    const kept = [{ ...options, id, open: true }, ...toasts].slice(0, limit);
    // Toasts pushed out by the limit disappear at once; clear their pending timers.
    for (const t of toasts) {
      if (!kept.some((k) => k.id === t.id)) {
        const timer = removalTimers.get(t.id);
        if (timer) clearTimeout(timer);
        removalTimers.delete(t.id);
      }
    }
    set(kept);
    return {
      id,
      dismiss: () => dismiss(id),
      update: (next) => set(toasts.map((t) => (t.id === id ? { ...t, ...next } : t))),
    };
  }

  return {
    toast,
    dismiss,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => toasts,
  };
}

/** The app-wide store that `toast()` and `<Toaster />` share. */
export const toastStore = createToastStore();

/** Shows a toast, e.g. `toast({ title: 'Copied!' })` or `toast({ title: 'Error', variant: 'destructive' })`. */
export function toast(options: ToastOptions): ToastHandle {
  return toastStore.toast(options);
}
