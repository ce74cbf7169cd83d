import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The visible toasts (the live-region copies Radix makes for screen readers are left out). A
 * toast raised while a modal dialog is open is found the same way: the dialog hides the rest of
 * the page from assistive technology, but not the notifications region.
 */
export function toasts(page: Page): Locator {
  return page.getByRole('region', { name: 'Notifications', exact: true }).getByRole('listitem');
}

/**
 * Waits for the notifications region, which loads after the page: a modal dialog opened before
 * it arrives hides it from assistive technology, so its toasts cannot be found by role.
 */
export async function notificationsReady(page: Page): Promise<void> {
  await expect(page.getByRole('region', { name: 'Notifications', exact: true })).toBeAttached();
}

/** Expects the one visible toast to read `title` (and `description`), in the given style. */
export async function expectToast(
  page: Page,
  title: string,
  {
    description,
    variant = 'default',
  }: { description?: string | RegExp; variant?: 'default' | 'destructive' } = {},
): Promise<Locator> {
  const toast = toasts(page).filter({ hasText: title });
  await expect(toast).toBeVisible();
  await expect(toast).toHaveAttribute('data-variant', variant);
  if (description !== undefined) await expect(toast).toContainText(description);
  return toast;
}

/** Expects `toast` and `control` not to overlap on screen: a click on the control reaches it. */
export async function expectNotCovering(toast: Locator, control: Locator): Promise<void> {
  const [a, b] = await Promise.all([toast.boundingBox(), control.boundingBox()]);
  expect(a, 'the toast is on screen').not.toBeNull();
  expect(b, 'the control is on screen').not.toBeNull();
  if (!a || !b) return;
  const apart =
    a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
  expect(apart, 'the toast does not cover the control').toBe(true);
}
