import { expect, test } from '@playwright/test';
import { noSidewaysScroll, screenshotPath, WIDTHS } from './support';

const ITEMS = {
  trip: { name: 'Natural History Museum trip', price: 1250, currency: 'GBP' },
  lunch: { name: 'School lunches, December', price: 4600, currency: 'GBP' },
};

test('/cart/ lists the items with prices and a total, removes them, and clears storage when empty', async ({
  page,
}) => {
  await page.addInitScript((items) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('academy_cartSession', JSON.stringify(items));
      sessionStorage.setItem('seeded', '1');
    }
  }, ITEMS);
  await page.goto('/cart/');
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Items in your cart' });
  await expect(table.getByRole('row')).toHaveCount(4); // header, two items, total
  await expect(table).toContainText('£12.50');
  await expect(page.getByTestId('cart-total')).toHaveText('£58.50');
  await expect(page.getByText('These items cannot be paid online')).toBeVisible();
  await expect(page.getByRole('button', { name: /checkout|pay/i })).toHaveCount(0);

  await page.getByRole('button', { name: 'Remove: Natural History Museum trip' }).click();
  await expect(page.getByTestId('cart-total')).toHaveText('£46.00');
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('academy_cartSession'))) ?? '{}')).toEqual({
    lunch: ITEMS.lunch,
  });
  await page.getByRole('button', { name: 'Remove: School lunches, December' }).click();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await expect(page.getByText('These items cannot be paid online')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('academy_cartSession'))).toBeNull();

  await page.reload();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
});

for (const width of WIDTHS) {
  test(`the cart is usable at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.addInitScript((items) => localStorage.setItem('academy_cartSession', JSON.stringify(items)), ITEMS);
    await page.goto('/cart/');
    await expect(page.getByTestId('cart-total')).toBeVisible();
    await noSidewaysScroll(page, width);
    await page.screenshot({ path: screenshotPath(`cart-${width}`), fullPage: true });
  });
}
