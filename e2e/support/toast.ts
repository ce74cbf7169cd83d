import { expect, type Locator, type Page } from '@playwright/test';

/** The visible toasts (the live-region copies Radix makes for screen readers are left out). */
export function toasts(page: Page): Locator {
  return page.getByRole('region', { name: 'Notifications', exact: true }).getByRole('listitem');
}

/** Expects the one visible toast to read `title` (and `description`), in the given style. */
export async function expectToast(
  page: Page,
  title: string,
  {
    description,
    variant = 'default',
  }: { description?: string | RegExp; variant?: 'default' | 'destructive' } = {},
): Promise<void> {
  const toast = toasts(page).filter({ hasText: title });
  await expect(toast).toBeVisible();
  await expect(toast).toHaveAttribute('data-variant', variant);
  if (description !== undefined) await expect(toast).toContainText(description);
}
