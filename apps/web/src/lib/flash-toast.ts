import { toast, type ToastOptions } from '@promptshelf/ui';

const FLASH_KEY = 'promptshelf.flash-toast';

type FlashOptions = Pick<ToastOptions, 'variant'> & { title: string; description?: string };

/** Keeps a toast for the next page load, for actions that end in a full reload (logout). */
export function flashToast(options: FlashOptions): void {
  try {
    window.sessionStorage.setItem(FLASH_KEY, JSON.stringify(options));
  } catch {
    // Without storage the message is simply not shown; the action itself still happened.
  }
}

/** Shows and forgets the toast kept by flashToast, once, at start-up. */
export function showFlashToast(): void {
  let options: FlashOptions | undefined;
  try {
    const stored = window.sessionStorage.getItem(FLASH_KEY);
    window.sessionStorage.removeItem(FLASH_KEY);
    if (stored) options = JSON.parse(stored) as FlashOptions;
  } catch {
    return;
  }
  if (options?.title) toast(options);
}
