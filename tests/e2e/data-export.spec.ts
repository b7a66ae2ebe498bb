import { unzipSync } from 'fflate';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { admin } from '../support/emulators';
import { expectNoViolations, noSidewaysScroll, pointerOffSidebar, screenshotPath, signInAt } from './support';

/**
 * The office takes a copy of the school: in School settings the Admin presses "Export the school's data" (1280 px),
 * watches the export made, and downloads the archive by pointer; it holds the manifest and the lists. On a phone
 * (360 px) the export reads and downloads the same. Screenshots and axe at each.
 */
const SCHOOL = 'demo-academy-school';
const exportsOf = () => admin().db.collection(`schools/${SCHOOL}/jobs`).where('kind', '==', 'exportSchool');

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  for (const job of (await exportsOf().get()).docs) await job.ref.delete();
});

test('the Admin exports the school in School settings and downloads the archive (1280 px), and on a phone (360 px)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAt(page, '/app/admin/settings', 'admin@demo-academy.test');
  const data = page.getByTestId('school-data');
  await expect(page.getByRole('heading', { level: 2, name: "The school's data" })).toBeVisible();
  await data.getByRole('button', { name: "Export the school's data" }).click();
  await expect(data.getByRole('status')).toContainText('Export of Demo Academy started');
  const row = data.getByTestId('school-export').first();
  await expect(row).toContainText('Export started');
  const download = row.getByRole('button', { name: 'Download the archive' });
  await expect(download).toBeVisible({ timeout: 60_000 });
  await expect(row).toContainText(/records and files, [\d.,]+ [kKMG]B\. Kept until/);
  // Another export waits for none: the button is back once this one is made.
  await expect(data.getByRole('button', { name: "Export the school's data" })).toBeEnabled();
  await pointerOffSidebar(page);
  await page.screenshot({ path: screenshotPath('data-export-settings-1280'), fullPage: true });
  await expectNoViolations(page, 'the school export in settings at 1280 px');

  const saved = page.waitForEvent('download');
  await download.click();
  const file = await saved;
  expect(file.suggestedFilename()).toMatch(/^Demo-Academy-\d{4}-\d{2}-\d{2}\.zip$/);
  const entries = unzipSync(readFileSync((await file.path())!));
  expect(Object.keys(entries)).toEqual(
    expect.arrayContaining(['manifest.json', 'school.json', 'csv/students.csv', 'json/students.json']),
  );

  await page.setViewportSize({ width: 360, height: 800 });
  await expect(row.getByRole('button', { name: 'Download the archive' })).toBeVisible();
  await noSidewaysScroll(page, 360, 'the school export at 360 px');
  await row.scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath('data-export-settings-360'), fullPage: true });
  await expectNoViolations(page, 'the school export in settings at 360 px');
  const again = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Download the archive' }).click();
  expect((await again).suggestedFilename()).toMatch(/\.zip$/);
});

test("the Admin exports everything held about Aisha from her record, for her family's request (1280 px and 360 px)", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAt(page, '/app/admin/students/student-01', 'admin@demo-academy.test');
  const panel = page.getByTestId('person-export');
  await expect(panel).toContainText('Everything the school holds about Aisha Adeyemi');
  await panel.getByRole('button', { name: 'Export their data' }).click();
  await expect(panel.getByRole('status')).toContainText('Export of everything held about Aisha Adeyemi started');
  const download = panel.getByRole('button', { name: 'Download the archive' });
  await expect(download).toBeVisible({ timeout: 60_000 });
  await expect(panel).toContainText('Everything held about Aisha Adeyemi, export started');
  await panel.scrollIntoViewIfNeeded();
  await pointerOffSidebar(page);
  await page.screenshot({ path: screenshotPath('data-export-person-1280'), fullPage: true });
  await expectNoViolations(page, "a student's data export at 1280 px");
  const saved = page.waitForEvent('download');
  await download.click();
  const file = await saved;
  expect(file.suggestedFilename()).toMatch(/^Aisha-Adeyemi-\d{4}-\d{2}-\d{2}\.zip$/);
  const entries = unzipSync(readFileSync((await file.path())!));
  expect(JSON.parse(new TextDecoder().decode(entries['manifest.json']))).toMatchObject({ kind: 'person' });

  await page.setViewportSize({ width: 360, height: 800 });
  await noSidewaysScroll(page, 360, "a student's data export at 360 px");
  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath('data-export-person-360'), fullPage: true });
  await expectNoViolations(page, "a student's data export at 360 px");
});
