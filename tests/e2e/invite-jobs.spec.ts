/**
 * Inviting a class's parents as a job: the Admin narrows Parents to Grade 7A, invites everyone of it not yet active on
 * paper, and reads the result (letters to print, the one refused by name and reason) with the letters PDF. A job still
 * running shows its progress, and again after a reload. At 360 and 1280 px, axe clean.
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
  test(`an Admin invites the parents of 7A and sees the progress, then the result, at ${width}px`, async ({ page }) => {
    const { db } = admin();
    for (const [id, data] of before) await db.doc(`${SCHOOL}/parents/${id}`).set(data);
    await page.setViewportSize({ width, height: 900 });
    await signInAt(page, '/app/admin/parents', 'admin@demo-academy.test');
    // The filter's choices are read when the pointer reaches it, not when the list opens.
    const classFilter = page.getByRole('combobox', { name: 'Children’s class' });
    await classFilter.hover();
    await classFilter.selectOption({ label: 'Grade 7A' });
    const table = page.getByRole('table', { name: 'parents' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();

    const bar = page.getByRole('region', { name: 'Invite' });
    await bar.getByRole('checkbox', { name: 'All parents of Grade 7A not yet active' }).check();
    await expectNoViolations(page, `parents of 7A, all chosen, at ${width}px`);
    await bar.getByRole('button', { name: 'Invite on paper' }).click();
    await expect(bar.getByRole('status')).toContainText('Inviting parents of Grade 7A not yet active');

    const latest = page.getByRole('region', { name: 'Latest invitations' });
    await expect(latest.getByTestId('invite-job-result')).toHaveText(
      /^\d+ letters to print, 1 refused: already has an account\.$/,
    );
    await latest.getByText('Who was refused, and why (1)').click();
    await expect(latest.getByRole('listitem')).toHaveText([/^Ngozi .+: already has an account$/]);
    await noSidewaysScroll(page, width, `invite result at ${width}px`);
    await expectNoViolations(page, `invite result at ${width}px`);
    await page.screenshot({ path: screenshotPath(`invite-job-result-${width}`), fullPage: true });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      latest.getByRole('button', { name: 'Download the letters (PDF)' }).click(),
    ]);
    const pdf = await PDFDocument.load(await readFile((await download.path())!));
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);

    // A job still running (as a whole school's would be for a minute) shows its progress, live and after a reload.
    const job = db.collection(`${SCHOOL}/inviteJobs`).doc(`running-${width}`);
    await job.set({
      channel: 'email',
      label: 'Parents without an account',
      people: null,
      kind: 'parents',
      filter: 'noAccount',
      state: 'paused-for-test',
      next: 1,
      cursor: 'parent-zz',
      total: 3000,
      done: 200,
      invited: 190,
      letters: 5,
      refused: 5,
      refusedPeople: [],
      schoolName: 'Demo Academy',
      expiresAt: Date.now() + 14 * 86_400_000,
      createdAt: Date.now(),
      createdBy: 'demo-admin',
      finishedAt: null,
      error: null,
    });
    // Shown as running, while the server leaves it alone (its state is not one the worker picks up).
    await job.update({ state: 'running', next: 1 });
    await expect(latest.getByTestId('invite-job-progress')).toHaveText('Inviting: 200 of 3,000 looked at');
    await page.reload();
    await expect(latest.getByTestId('invite-job-progress')).toHaveText('Inviting: 200 of 3,000 looked at');
    await expect(latest.getByRole('progressbar')).toBeVisible();
    await noSidewaysScroll(page, width, `invite progress at ${width}px`);
    await expectNoViolations(page, `invite progress at ${width}px`);
    await page.screenshot({ path: screenshotPath(`invite-job-progress-${width}`), fullPage: true });
    await job.delete();
  });
}
