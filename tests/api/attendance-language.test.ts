/**
 * What the server writes to a family comes in the family's language: each guardian's own choice
 * (`users/{uid}.language`), else the school's, whatever the language of the teacher or the office who acted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate, readerLocale, schoolLocaleOf } from '@academy/shared/date-format';
import { formatMoney } from '@academy/shared/money';
import { addIsoDays } from '@academy/shared/school-time';
import { removeAccount, throwawayAccount } from '../support/accounts';
import { admin, callApi, idTokenFor } from '../support/emulators';
import { FieldValue } from 'firebase-admin/firestore';
import {
  ATT_SCHOOL,
  attToken,
  buildAttendanceSchool,
  CLASS,
  removeAttendanceSchool,
  ROLES,
  TODAY,
  TZ,
} from '../support/attendance-school';

const POLISH = 'att-parent-pl';
const ARABIC = 'att-parent-ar';
const tokens = new Map<string, string>();

type Reply = { status: number; message: string; notified?: number };
const save = (marks: Record<string, unknown>) =>
  callApi<Reply>('POST', '/attendance/saveRegister', {
    token: attToken('teacher'),
    body: { classId: CLASS, date: TODAY, session: 'day', marks },
  });
const notesOf = async (uid: string) =>
  (await admin().db.collection(`schools/${ATT_SCHOOL}/notifications`).where('recipientUid', '==', uid).get()).docs
    .map((d) => d.data())
    .sort((a, b) => Number(b.createdAt) - Number(a.createdAt));
const readingIn = (language: string) => readerLocale(schoolLocaleOf({ timezone: TZ, locale: 'en-GB' }), language);
const dayIn = (language: string) => formatDate(TODAY, readingIn(language));

beforeAll(async () => {
  await buildAttendanceSchool();
  const { db } = admin();
  for (const [uid, language] of [
    [POLISH, 'pl'],
    [ARABIC, 'ar'],
  ] as const) {
    await throwawayAccount(uid, 'Parent', ATT_SCHOOL);
    // The route that sets it is elsewhere: the record is written as that route would.
    await db.doc(`users/${uid}`).update({ language });
    tokens.set(uid, await idTokenFor(`${uid}@${ATT_SCHOOL}.test`));
  }
  // The teacher reads Academy in English; that is not what the families read.
  await db.doc(`users/${ROLES.teacher}`).update({ language: 'en' });
  await db.doc(`schools/${ATT_SCHOOL}/students/att-s2`).update({ guardianUids: [POLISH] });
  await db.doc(`schools/${ATT_SCHOOL}/students/att-s3`).update({ guardianUids: [ARABIC] });
});
afterAll(async () => {
  await removeAttendanceSchool();
  for (const uid of [POLISH, ARABIC]) await removeAccount(uid);
});

describe('an absence alert, in each guardian’s language', () => {
  it('a teacher in English marks three children absent: each family reads the alert in its own language', async () => {
    const saved = await save({ 'att-s1': { code: 'A' }, 'att-s2': { code: 'A' }, 'att-s3': { code: 'A' } });
    expect(saved.body).toMatchObject({ status: 200, notified: 3 });

    // No language chosen, in a school that chose none: English.
    expect((await notesOf(ROLES.parent))[0]).toMatchObject({
      title: 'Ada was marked absent',
      body: `Test 7A, daily register, ${dayIn('en')}. Tell the school why from Ada’s page.`,
    });
    expect((await notesOf(POLISH))[0]).toMatchObject({
      title: 'Ben: odnotowano nieobecność',
      body: `Test 7A, dzienna lista obecności, ${dayIn('pl')}. Prosimy podać szkole powód na stronie ucznia Ben.`,
      link: '/app/parent/students/att-s2',
    });
    expect((await notesOf(ARABIC))[0]).toMatchObject({
      title: 'تم تسجيل غياب Cleo',
      body: `Test 7A، سجل الحضور اليومي، ${dayIn('ar')}. يُرجى إبلاغ المدرسة بالسبب من صفحة Cleo.`,
    });
    // The dates follow the reader's language too.
    expect(dayIn('pl')).not.toBe(dayIn('en'));
  });

  it('a guardian who chose no language reads the school’s', async () => {
    await admin().db.doc(`schools/${ATT_SCHOOL}`).update({ language: 'pl' });
    await save({ 'att-s1': { code: 'L', minutesLate: 12 } });
    await admin().db.doc(`schools/${ATT_SCHOOL}`).update({ language: 'en' });
    expect((await notesOf(ROLES.parent))[0]).toMatchObject({
      title: 'Ada: odnotowano spóźnienie',
      body: `Test 7A, dzienna lista obecności, ${dayIn('pl')}: spóźnienie o 12 minut. Prosimy podać szkole powód na stronie ucznia Ada.`,
    });
  });
});

describe('a payment’s notification, in the payer’s language', () => {
  it('the office records a payment in English; the Polish guardian reads of it in Polish', async () => {
    const { db } = admin();
    await db.doc(`schools/${ATT_SCHOOL}/families/att-family-pl`).set({
      guardianIds: [],
      guardianUids: [POLISH],
      studentIds: ['att-s2'],
      label: 'Ben Tester',
      childNames: ['Ben Tester'],
      payerName: 'Parent Tester',
      outstanding: 0,
      openInvoiceIds: [],
      credit: 0,
      creditHeld: 0,
      currency: 'GBP',
      searchTokens: [],
    });
    const paid = await callApi<Reply & { receiptNumber: number }>('POST', '/fees/recordPayment', {
      token: attToken('admin'),
      body: {
        idempotencyKey: `language-test-${Date.now()}`,
        familyId: 'att-family-pl',
        amount: 2_500,
        method: 'cash',
        date: TODAY,
      },
    });
    expect(paid.body).toMatchObject({ status: 200 });
    expect(paid.body.message).toMatch(/^Payment recorded: receipt \d+\.$/);
    const note = (await notesOf(POLISH)).find((n) => n.title === 'Płatność otrzymana');
    expect(note).toMatchObject({
      title: 'Płatność otrzymana',
      body: `Otrzymaliśmy ${formatMoney(2_500, 'GBP', readingIn('pl').locale)} w dniu ${dayIn('pl')}. Dziękujemy. Numer potwierdzenia wpłaty: ${paid.body.receiptNumber}.`,
      link: '/app/parent/students/att-s2',
    });
  });
});

describe('the API’s refusals, in the caller’s language', () => {
  const report = (token: string | undefined, studentId: string) =>
    callApi<Reply>('POST', '/attendance/reportAbsence', {
      token,
      body: { studentId, date: addIsoDays(TODAY, 120), reason: 'ill' },
    });

  it('a Polish parent hears a refusal in Polish, with the date written the Polish way', async () => {
    const day = formatDate(addIsoDays(TODAY, 120), readerLocale(schoolLocaleOf({ timezone: TZ }), 'pl'));
    expect((await report(tokens.get(POLISH), 'att-s2')).body).toEqual({
      status: 400,
      message: `Data: ${day} przypada za więcej niż 90 dni. Prosimy zgłosić nieobecność bliżej tego dnia.`,
    });
  });

  it('an Arabic parent in Arabic; a parent who chose none in English, the school’s language', async () => {
    expect((await report(tokens.get(ARABIC), 'att-s1')).body).toEqual({
      status: 404,
      message: 'لا يوجد طفل لكم بالمعرّف att-s1.',
    });
    expect((await report(attToken('parent'), 'att-s1')).body).toMatchObject({
      status: 400,
      message: expect.stringMatching(/ is more than 90 days ahead\. Report an absence nearer the day\.$/),
    });
  });
});

describe('what a family reads back from the API, in their language', () => {
  const report = (body: Record<string, unknown>, headers?: Record<string, string>) =>
    callApi<Reply>('POST', '/attendance/reportAbsence', { token: tokens.get(POLISH), body, headers });

  it('a Polish parent reads the thanks for a reported absence in Polish, the date written the Polish way', async () => {
    expect((await report({ studentId: 'att-s2', date: TODAY, reason: 'ill' })).body).toEqual({
      status: 200,
      message: `Dziękujemy: szkoła zna już powód nieobecności ucznia Ben w dniu ${dayIn('pl')}.`,
    });
  });

  it('the language the app’s screen shows comes first: the same parent on an English screen reads English', async () => {
    expect(
      (await report({ studentId: 'att-s2', date: TODAY, reason: 'ill' }, { 'accept-language': 'en' })).body,
    ).toEqual({ status: 200, message: `Thank you: the school knows why Ben is absent on ${dayIn('en')}.` });
  });

  it('a Polish parent reads a refusal and the form’s checks in Polish', async () => {
    expect((await report({ studentId: 'att-s1', date: TODAY, reason: 'ill' })).body).toEqual({
      status: 404,
      message: 'Nie ma Państwa dziecka o identyfikatorze att-s1.',
    });
    expect((await report({ studentId: 'att-s2', date: TODAY, reason: 'bored' })).body).toEqual({
      status: 400,
      message:
        'Powód musi być jednym z: ill (choroba), appointment (wizyta), family (sprawy rodzinne) lub other (inny).',
    });
    expect((await report({ date: TODAY, reason: 'ill' })).body).toEqual({
      status: 400,
      message: 'Pole „Dziecko” jest wymagane.',
    });
    expect((await report({ studentId: 'att-s2', date: TODAY, reason: 'ill', colour: 'red' })).body).toEqual({
      status: 400,
      message: 'Nieznane pole: colour.',
    });
    // A parent who chose no language, in an English school: the same check in English, as before.
    const english = await callApi<Reply>('POST', '/attendance/reportAbsence', {
      token: attToken('parent'),
      body: { date: TODAY, reason: 'ill' },
    });
    expect(english.body).toEqual({ status: 400, message: 'Child is required.' });
  });

  it('a Polish student reads a refusal and the hand-in form’s checks in Polish', async () => {
    const { db } = admin();
    await db.doc(`users/${ROLES.student}`).update({ language: 'pl' });
    try {
      const submit = (body: Record<string, unknown>) =>
        callApi<Reply>('POST', '/assignments/submit', { token: attToken('student'), body });
      expect((await submit({ assignmentId: 'no-such-work', answer: 'Done', links: [] })).body).toEqual({
        status: 404,
        message: 'Nie masz pracy o identyfikatorze no-such-work.',
      });
      expect((await submit({ assignmentId: 'no-such-work', answer: 7, links: [] })).body).toEqual({
        status: 400,
        message: 'Pole „Odpowiedź” musi być tekstem.',
      });
    } finally {
      await db.doc(`users/${ROLES.student}`).update({ language: FieldValue.delete() });
    }
  });
});
