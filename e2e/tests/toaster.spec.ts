import { expect, test } from '@playwright/test';

import { acceptCookiesUpFront } from '../support/consent';

test('the notifications region is present and F8 moves focus into it', async ({
  page,
  context,
}) => {
  await acceptCookiesUpFront(context);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const region = page.getByRole('region', { name: 'Notifications', exact: true });
  await expect(region).toHaveCount(1);

  await page.keyboard.press('F8');
  await expect(region.locator(':focus')).toHaveCount(1);
});
