import { expect, type Locator, type Page } from '@playwright/test';

export interface ToastQuery {
  /**
   * The toast was raised while a modal dialog is open. The dialog hides the rest of the page,
   * the notifications region too, from the accessibility tree (Radix announces the toast through
   * its own live region), so the toast is looked for among hidden nodes as well; it must still be
   * visible on screen.
   */
  behindDialog?: boolean;
}

/** The visible toasts (the live-region copies Radix makes for screen readers are left out). */
export function toasts(page: Page, { behindDialog = false }: ToastQuery = {}): Locator {
  const includeHidden = behindDialog;
  return page
    .getByRole('region', { name: 'Notifications', exact: true, includeHidden })
    .getByRole('listitem', { includeHidden });
}

/** Expects the one visible toast to read `title` (and `description`), in the given style. */
export async function expectToast(
  page: Page,
  title: string,
  {
    description,
    variant = 'default',
    behindDialog,
  }: ToastQuery & { description?: string | RegExp; variant?: 'default' | 'destructive' } = {},
): Promise<Locator> {
  const toast = toasts(page, { behindDialog }).filter({ hasText: title });
  await expect(toast).toBeVisible();
  await expect(toast).toHaveAttribute('data-variant', variant);
  if (description !== undefined) await expect(toast).toContainText(description);
  return toast;
}
