/**
 * Inviting from a people list: the Admin filters Parents by "No account", ticks two, invites them on paper, downloads
 * the letters (one page per family, with their codes) and sees them listed as Invited. At 360 and 1280 px, axe clean.
 */
import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';
import { admin } from '../support/emulators';
import { expectNoViolations, noSidewaysScroll, screenshotPath, signInAt } from './support';

const SCHOOL = 'schools/demo-academy-school';
const before = new Map<string, FirebaseFirestore.DocumentData>();

test.beforeAll(async () => {
  const { db } = admin();
  for (const p of (await db.collection(`${SCHOOL}/parents`).get()).docs) before.set(p.id, p.data());
});
test.afterAll(async () => {
  const { db } = admin();
  for (const [id, data] of before) await db.doc(`${SCHOOL}/parents/${id}`).set(data);
  await db.recursiveDelete(db.collection(`${SCHOOL}/invitations`));
  await db.recursiveDelete(db.collection(`${SCHOOL}/inviteJobs`));
});

for (const width of [360, 1280]) {
  test(`an Admin invites two parents without an account on paper and prints their letters at ${width}px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAt(page, '/app/admin/parents', 'admin@demo-academy.test');
    await page.getByRole('combobox', { name: 'Account' }).selectOption({ label: 'No account' });
    const table = page.getByRole('table', { name: 'parents' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await expect(table.getByText('Active', { exact: true })).toHaveCount(0);

    const boxes = table.getByRole('checkbox');
    const names: string[] = [];
    for (const i of [0, 1]) {
      const box = boxes.nth(i);
      names.push((await box.getAttribute('aria-label'))!.replace(/^Select /, ''));
      await box.click();
      await expect(box).toBeChecked();
    }
    const bar = page.getByRole('region', { name: 'Invite' });
    await expect(bar.getByText('2 parents selected')).toBeVisible();
    await noSidewaysScroll(page, width, `parents list at ${width}px`);
    await expectNoViolations(page, `parents list, two selected, at ${width}px`);

    await bar.getByRole('button', { name: 'Invite on paper' }).click();
    await expect(bar.getByRole('status')).toHaveText('Inviting 2 people chosen: 2 people to look at.');
    const latest = page.getByRole('region', { name: 'Latest invitations' });
    await expect(latest.getByTestId('invite-job-result')).toHaveText('2 letters to print.');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      latest.getByRole('button', { name: 'Download the letters (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^invitation-letters-.+\.pdf$/);
    const pdf = await PDFDocument.load(await readFile((await download.path())!));
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(pdf.getPageCount()).toBeLessThanOrEqual(2);
    await page.screenshot({ path: screenshotPath(`bulk-invite-letters-${width}`), fullPage: true });

    // Invited, they leave the "No account" list and show under "Invited".
    for (const name of names) await expect(table.getByRole('checkbox', { name: `Select ${name}` })).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Account' }).selectOption({ label: 'Invited' });
    for (const name of names) {
      const row = table.getByRole('row').filter({ has: page.getByRole('checkbox', { name: `Select ${name}` }) });
      await expect(row.getByText('Invited', { exact: true })).toBeVisible();
    }
    await expectNoViolations(page, `parents list, invited, at ${width}px`);
  });
}
