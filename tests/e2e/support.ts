import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'Academy-demo-1';

export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function sidebarItems(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Sections' });
  await expect(nav).toBeVisible();
  return nav.getByRole('link').allInnerTexts();
}

export function screenshotPath(name: string) {
  return `test-results/screenshots/${name}.png`;
}
