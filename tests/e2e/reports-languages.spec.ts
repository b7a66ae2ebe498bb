/**
 * The office, reading Academy in Polish, is refused a change to a round and sees the refusal beside the field it is
 * about: the server names the field, so the form does not have to recognise the English start of the sentence.
 */
import { expect, test } from '@playwright/test';
import { admin, callApi, idTokenFor } from '../support/emulators';
import { forgetLanguages, lookAtPhoneAndDesktop, signInAt } from './support';

const SCHOOL = 'demo-academy-school';
const ADMIN = 'admin@demo-academy.test';
let roundId = '';

// A language a test leaves on an account would carry into the next spec's screens.
test.beforeAll(forgetLanguages);
test.afterEach(forgetLanguages);

test.beforeAll(async () => {
  const round = await callApi<{ id: string }>('POST', '/reports/saveRound', {
    token: await idTokenFor(ADMIN),
    body: {
      name: 'E2E Polish report',
      termId: null,
      classIds: ['class-7a'],
      subjectIds: ['math'],
      attainmentScaleId: 'scale-gcse',
      effortScaleId: null,
      commentMaxChars: 300,
      showGradebookAverage: true,
      showAttendance: true,
      tutorComment: true,
      headComment: false,
      teachersDueDate: '2026-12-10',
      publishOn: null,
      sendToStudent: false,
    },
  });
  expect(round.status, JSON.stringify(round.body)).toBe(200);
  roundId = round.body.id;
});

test.afterAll(async () => {
  const { db } = admin();
  const entries = await db.collection(`schools/${SCHOOL}/reportEntries`).where('roundId', '==', roundId).get();
  for (const d of entries.docs) await d.ref.delete();
  if (roundId) await db.doc(`schools/${SCHOOL}/reportRounds/${roundId}`).delete();
});

test('the office, in Polish, sees the server’s refusal beside the field it names', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('academy.language', 'pl'));
  const edit = `/app/admin/reports/rounds/${roundId}/edit`;
  await signInAt(page, edit, ADMIN);
  await page.goto(edit);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  const tutor = page.getByTestId('round-field-tutorComment');
  // The form tutor's comment cannot be taken away from a round that has begun.
  await tutor.getByText('Komentarz wychowawcy').click();
  await page.getByRole('button', { name: 'Zapisz turę' }).click();
  await expect(tutor).toContainText(
    'Komentarz wychowawcy: tego, co obejmuje tura, nie można usunąć po jej rozpoczęciu; zamknij tę turę i utwórz nową.',
  );
  await lookAtPhoneAndDesktop(page, 'reports-refusal-pl');
});
