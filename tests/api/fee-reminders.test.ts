/**
 * Reminders for overdue fees: the office's one action and the weekly schedule's plain function tell each family with
 * money overdue once a week (in-app; push where turned on), never twice. Everything made here is removed afterwards.
 */
import { addIsoDays, schoolToday } from '@academy/shared/school-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reminderKey, remindOverdueFamilies, weekOf } from '../../functions/src/lib/fee-reminders';
import { admin } from '../support/emulators';
import { clearSchoolMoney } from '../support/money';
import { ADMIN, auditActions, post, record, refusesOtherRoles, SCHOOL, signInAll } from '../support/school-api';
import { shownDate } from '../support/dates';

const today = schoolToday('Europe/London');
const notice = () => `notifications/${reminderKey('family-parent-01', today)}_demo-parent`;

async function clearMoney() {
  const { db } = admin();
  await clearSchoolMoney(SCHOOL, 'Reminder test');
  await db.doc(`schools/${SCHOOL}/${notice()}`).delete();
}

beforeAll(async () => {
  await clearMoney();
  await signInAll();
  const saved = await post(ADMIN, '/fees/saveSchedule', {
    name: 'Reminder test',
    termId: 'term-2026-autumn',
    target: { kind: 'class', classId: 'class-7a' },
    lines: [{ feeItemId: 'fee-tuition', amount: 100_000 }],
    dueDates: [addIsoDays(today, -10), addIsoDays(today, 10)],
  });
  await post(ADMIN, '/fees/generateInvoices', { scheduleId: saved.body.id!, commit: true });
});
afterAll(clearMoney);

describe('reminders for overdue fees', () => {
  it('keys each family once per week, from Monday', () => {
    expect(weekOf('2026-11-23')).toBe('2026-11-23');
    expect(weekOf('2026-11-29')).toBe('2026-11-23');
    expect(reminderKey('family-x', '2026-11-30')).toBe('fees-overdue_family-x_2026-11-30');
  });

  refusesOtherRoles(
    '/fees/sendReminders',
    () => ({ confirm: true }),
    () => notice(),
  );

  it('refuses a body without the confirmation, naming the field', async () => {
    expect((await post(ADMIN, '/fees/sendReminders', {})).body).toEqual({
      status: 400,
      message: 'Confirm must be true: reminders go to every family with fees overdue.',
    });
    expect(await record(notice())).toBeUndefined();
  });

  it('the office reminds every family with fees overdue in one action, and audits it', async () => {
    const res = await post(ADMIN, '/fees/sendReminders', { confirm: true });
    // Ten families in 7A owe their first instalment; only Ngozi (family-parent-01) has a parent account.
    expect(res.body).toMatchObject({ status: 200, overdue: 9, reminded: 1, accounts: 1 });
    expect(await record(notice())).toMatchObject({
      recipientUid: 'demo-parent',
      title: 'School fees overdue',
      link: '/app/parent/students/student-01',
      read: false,
    });
    // Two children's first instalments: £500.00 + £500.00, due ten days ago.
    expect((await record(notice()))!.body).toBe(
      `£1,000.00 of the fees for ${(await record('families/family-parent-01'))!.childNames.join(' and ')} has been due since ${shownDate(addIsoDays(today, -10))}. You can pay it from the Fees panel.`,
    );
    expect(await auditActions(`schools/${SCHOOL}`)).toContain('feeReminders.sent');
  });

  it('tells nobody twice in the same week, whether the office presses again or the schedule runs', async () => {
    const before = await record(notice());
    expect((await post(ADMIN, '/fees/sendReminders', { confirm: true })).body).toMatchObject({ reminded: 0 });
    expect(await remindOverdueFamilies(SCHOOL, today)).toMatchObject({ overdue: 9, reminded: 0 });
    expect(await record(notice())).toEqual(before);
  });

  it('reminds again the next week, while the fees are still overdue, with a push to each device turned on', async () => {
    const nextWeek = addIsoDays(weekOf(today), 7);
    const token = 'fee-reminder-test-device';
    const device = admin().db.doc(`pushTokens/${token}`);
    await device.set({ uid: 'demo-parent', token, school_id: SCHOOL, createdAt: Date.now() });
    const sent = await remindOverdueFamilies(SCHOOL, nextWeek);
    await device.delete();
    expect(sent).toMatchObject({ reminded: 1 });
    // What would go to Ngozi's device: the same words as the in-app notice, opening her child's page.
    const body = (await record(`notifications/${reminderKey('family-parent-01', nextWeek)}_demo-parent`))!.body;
    expect(sent.pushes).toEqual([
      {
        tokens: [token],
        notification: { title: 'School fees overdue', body },
        webpush: { fcmOptions: { link: '/app/parent/students/student-01' } },
        data: { link: '/app/parent/students/student-01' },
      },
    ]);
    // The office's answer and its audit entry say how many were told, never which devices.
    const res = await post(ADMIN, '/fees/sendReminders', { confirm: true });
    expect(Object.keys(res.body)).not.toContain('pushes');
    await admin()
      .db.doc(`schools/${SCHOOL}/notifications/${reminderKey('family-parent-01', nextWeek)}_demo-parent`)
      .delete();
  });
});
