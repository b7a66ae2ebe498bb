/**
 * A family reads attendance in its own language: the demo parent, in Polish, reports Aisha's absence through the
 * Polish screens, then reads the same screen in Arabic on a phone, right to left. What the server answers (the
 * form's confirmation, the alerts) is translated on the server and is not checked here; what the screens say is.
 * The school teaches every day for the run, so today can be reported whatever day it is; everything the report
 * changes is put back afterwards.
 */
import { schoolToday } from '@academy/shared/school-time';
import { expect, type Page, test } from '@playwright/test';
import { admin } from '../support/emulators';
import { expectNoViolations, forgetLanguages, noSidewaysScroll, screenshotPath, signInAt } from './support';

// A language a test leaves on an account would carry into the next spec's screens.
test.beforeAll(forgetLanguages);
test.afterEach(forgetLanguages);

const SCHOOL = 'schools/demo-academy-school';
const TODAY = schoolToday('Europe/London');
const AISHA = 'student-01';
const CHILD_PAGE = `/app/parent/students/${AISHA}?report=absence`;

let savedSettings: Record<string, unknown> = {};
let savedDay: Record<string, unknown> | undefined;
let savedMarks: [string, Record<string, unknown>][] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  const { db } = admin();
  savedSettings = (await db.doc(SCHOOL).get()).get('settings') as Record<string, unknown>;
  await db.doc(SCHOOL).update({ 'settings.teachingWeekdays': [1, 2, 3, 4, 5, 6, 7] });
  savedDay = (await db.doc(`${SCHOOL}/attendanceDays/${TODAY}`).get()).data();
  const marks = await db
    .collection(`${SCHOOL}/attendanceRecords`)
    .where('studentId', '==', AISHA)
    .where('date', '==', TODAY)
    .get();
  savedMarks = marks.docs.map((d) => [d.id, d.get('explanation') as Record<string, unknown>]);
  await db.doc(`${SCHOOL}/absenceReports/${AISHA}_${TODAY}`).delete();
});

test.afterAll(async () => {
  const { db } = admin();
  await db.doc(`${SCHOOL}/absenceReports/${AISHA}_${TODAY}`).delete();
  if (savedDay) await db.doc(`${SCHOOL}/attendanceDays/${TODAY}`).set(savedDay);
  else await db.doc(`${SCHOOL}/attendanceDays/${TODAY}`).delete();
  for (const [id, explanation] of savedMarks) await db.doc(`${SCHOOL}/attendanceRecords/${id}`).update({ explanation });
  await db.doc(SCHOOL).update({ settings: savedSettings });
});

/** This browser reads Academy in `language` from its first page on, as a family that chose it would. */
async function readIn(page: Page, language: string) {
  await page.addInitScript((l) => window.localStorage.setItem('academy.language', l), language);
}

test('a Polish-speaking parent reports an absence through the Polish screens', async ({ page }) => {
  await readIn(page, 'pl');
  await signInAt(page, CHILD_PAGE, 'parent@demo-academy.test');
  await page.goto(CHILD_PAGE);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  const panel = page.getByTestId('panel-attendance');
  await expect(panel.getByRole('heading', { name: 'Frekwencja: Aisha' })).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Ostatnie nieobecności i spóźnienia' })).toBeVisible();
  // Aisha's confirmed illness of last week, by the default code's name in Polish.
  await expect(panel.getByText(/Nieobecność usprawiedliwiona \(E\)/).first()).toBeVisible();

  const form = page.getByRole('form', { name: 'Zgłoś nieobecność: Aisha' });
  await expect(form).toBeVisible();
  const reason = form.getByRole('combobox', { name: 'Powód' });
  await expect(reason.locator('option')).toHaveText(['Choroba', 'Umówiona wizyta', 'Sprawy rodzinne', 'Inny powód']);
  await reason.selectOption('appointment');
  await form.getByLabel('Informacje dla szkoły (opcjonalnie)').fill('Dentysta o 9:00');
  await expectNoViolations(page, 'report an absence in Polish');
  await form.getByRole('button', { name: 'Wyślij do szkoły' }).click();

  // What the parent reported comes back in Polish, with where it stands; the note stays as they typed it.
  const reported = panel.getByRole('list', { name: 'Nieobecności zgłoszone: Aisha' }).getByRole('listitem');
  await expect(reported.first()).toContainText('Umówiona wizyta (Dentysta o 9:00)');
  await expect(reported.first()).toContainText('Przyjęte przez szkołę');
  await expect(panel.getByRole('heading', { name: 'Nieobecności zgłoszone przez Państwa' })).toBeVisible();
  await page.screenshot({ path: screenshotPath('languages-attendance-pl-1280'), fullPage: true });
  await expectNoViolations(page, 'a reported absence in Polish');
});

test('the same screen in Arabic on a phone reads right to left, with nothing overlapping or off the screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await readIn(page, 'ar');
  await signInAt(page, CHILD_PAGE, 'parent@demo-academy.test');
  await page.goto(CHILD_PAGE);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  const panel = page.getByTestId('panel-attendance');
  await expect(panel.getByRole('heading', { name: 'حضور Aisha' })).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'حالات الغياب التي أبلغتم عنها' })).toBeVisible();
  await expect(panel.getByText('استلمته المدرسة').first()).toBeVisible();

  const form = page.getByRole('form', { name: 'الإبلاغ عن غياب Aisha' });
  await expect(form).toBeInViewport();
  const controls = [
    form.getByLabel('التاريخ'),
    form.getByRole('combobox', { name: 'السبب' }),
    form.getByLabel('ما تودّون إعلام المدرسة به (اختياري)'),
    form.getByRole('button', { name: 'إرسال إلى المدرسة' }),
    form.getByRole('button', { name: 'إغلاق' }),
  ];
  const boxes = [];
  for (const control of controls) {
    const box = await control.boundingBox();
    expect(box, 'each control is shown').not.toBeNull();
    // Inside the screen's width.
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    boxes.push(box!);
  }
  // No two controls overlap.
  for (const [i, a] of boxes.entries())
    for (const b of boxes.slice(i + 1))
      expect(
        a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y,
        'two controls overlap',
      ).toBe(true);
  // Right to left: the send button starts at the form's right, the close button to its left.
  const [send, close] = boxes.slice(3);
  expect(close!.x + close!.width).toBeLessThanOrEqual(send!.x);

  await noSidewaysScroll(page, 360);
  await page.screenshot({ path: screenshotPath('languages-attendance-ar-360'), fullPage: true });
  await expectNoViolations(page, 'report an absence in Arabic on a phone');
});
