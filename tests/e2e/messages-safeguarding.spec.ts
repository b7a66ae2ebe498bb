import { type Browser, expect, type Page, test } from '@playwright/test';
import { admin } from '../support/emulators';
import { lookAtPhoneAndDesktop, signInAt } from './support';

const SCHOOL = 'demo-academy-school';
const PARENT = 'parent@demo-academy.test';
const ADMIN = 'admin@demo-academy.test';
/** A conversation of this spec's own between the demo parent and teacher about Aisha, removed afterwards. */
const CONVERSATION = 'e2e-safeguarding';
const AT = Date.now() - 60 * 60 * 1000;

async function asUser(browser: Browser, path: string, email: string, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signInAt(page, path, email);
  return page;
}

let savedSettings: unknown;

test.beforeAll(async () => {
  const { db } = admin();
  const school = await db.doc(`schools/${SCHOOL}`).get();
  savedSettings = school.get('settings.messages') ?? null;
  // The demo Admin is the school's safeguarding lead for this spec.
  await db.doc('users/demo-admin').update({ safeguardingLead: true });
  const parent = { kind: 'parents', id: 'parent-01', uid: 'demo-parent', name: 'Ngozi Adeyemi' };
  const teacher = { kind: 'teachers', id: 'teacher-01', uid: 'demo-teacher', name: 'Amara Okafor' };
  const ref = db.doc(`schools/${SCHOOL}/conversations/${CONVERSATION}`);
  await ref.set({
    participants: [parent, teacher],
    participantUids: ['demo-parent', 'demo-teacher'],
    startedByUid: 'demo-teacher',
    aboutStudentId: 'student-01',
    aboutStudentName: 'Aisha Adeyemi',
    key: `e2e~${CONVERSATION}`,
    withStudent: false,
    lastMessage: {
      text: 'Please keep this between us.',
      at: AT + 2000,
      senderUid: 'demo-teacher',
      senderName: 'Amara Okafor',
      withdrawn: false,
    },
    unread: { 'demo-parent': 0, 'demo-teacher': 0 },
    readUpTo: {},
    reportedAt: null,
    createdAt: AT,
    updatedAt: AT + 2000,
  });
  const message = (text: string, at: number, withdrawnAt: number | null = null) => ({
    senderUid: 'demo-teacher',
    senderName: 'Amara Okafor',
    text,
    at,
    readBy: { 'demo-teacher': at, 'demo-parent': at + 1 },
    withdrawnAt,
    attachments: [],
  });
  await ref
    .collection('messages')
    .doc('m1')
    .set(message('', AT, AT + 60_000));
  await db.doc(`schools/${SCHOOL}/withdrawnMessages/${CONVERSATION}_m1`).set({
    conversationId: CONVERSATION,
    messageId: 'm1',
    senderUid: 'demo-teacher',
    senderName: 'Amara Okafor',
    text: 'Aisha could come to my house after school.',
    at: AT,
    withdrawnAt: AT + 60_000,
  });
  await ref
    .collection('messages')
    .doc('m2')
    .set(message('Please keep this between us.', AT + 2000));
});

test.afterAll(async () => {
  const { db } = admin();
  await db.recursiveDelete(db.doc(`schools/${SCHOOL}/conversations/${CONVERSATION}`));
  await db.doc(`schools/${SCHOOL}/withdrawnMessages/${CONVERSATION}_m1`).delete();
  const notes = await db.collection(`schools/${SCHOOL}/notifications`).get();
  for (const n of notes.docs) if (n.id.startsWith(`message-report-${CONVERSATION}`)) await n.ref.delete();
  const audit = db.collection(`schools/${SCHOOL}/auditLog`);
  for (const target of [
    `conversations/${CONVERSATION}`,
    `conversations/${CONVERSATION}/messages/m2`,
    'students/student-01',
  ])
    for (const a of (await audit.where('target', '==', target).get()).docs)
      if (['conversation.overseen', 'message.reported', 'conversations.listedAbout'].includes(String(a.get('action'))))
        await a.ref.delete();
  for (const a of (await audit.where('action', '==', 'school.messageSettingsUpdated').get()).docs) await a.ref.delete();
  await db.doc('users/demo-admin').update({ safeguardingLead: false });
  await db.doc(`schools/${SCHOOL}`).update({ 'settings.messages': savedSettings ?? {} });
});

test('a parent reports a message; the lead reads the conversation from the link, recorded; the Admin turns students on', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // The parent, on a phone, reports the teacher's message.
  const parent = await asUser(browser, `/app/parent/messages/${CONVERSATION}`, PARENT, 360);
  const log = parent.getByRole('log');
  await expect(log.getByTestId('message')).toHaveCount(2);
  await log
    .getByTestId('message')
    .filter({ hasText: 'Please keep this between us.' })
    .getByRole('button', { name: 'Report' })
    .click();
  await parent.getByLabel('What worries you (optional)').fill('This worries me.');
  await parent.getByRole('dialog').getByRole('button', { name: 'Report' }).click();
  await expect(parent.getByRole('dialog')).toContainText('safeguarding leads have been told');

  // The lead's notification links to the conversation.
  const { db } = admin();
  const notification = await db
    .doc(`schools/${SCHOOL}/notifications/message-report-${CONVERSATION}-m2_demo-admin`)
    .get();
  const link = String(notification.get('link'));
  expect(link).toBe(`/app/admin/messages?oversee=${CONVERSATION}`);

  // The lead, at 1280 px, opens it: the safeguarding view reads it through the API, withdrawn text shown and marked.
  const lead = await asUser(browser, link, ADMIN, 1280);
  await expect(lead).toHaveURL(new RegExp(`/app/admin/messages/safeguarding\\?oversee=${CONVERSATION}$`));
  await expect(lead.getByText('This read is recorded in the audit log', { exact: false })).toBeVisible();
  const read = lead.getByTestId('oversight-messages');
  await expect(read.getByTestId('overseen-message')).toHaveCount(2);
  await expect(read).toContainText('Aisha could come to my house after school.');
  await expect(read.getByTestId('overseen-message').first()).toContainText('Withdrawn');
  const reported = lead.getByTestId('oversight-reported').getByTestId('oversight-row');
  await expect(reported.first()).toContainText('Ngozi Adeyemi, Amara Okafor');
  await expect(reported.first()).toContainText('About Aisha Adeyemi');
  await expect(lead.getByTestId('oversight-reported')).not.toContainText('keep this between us');
  await lookAtPhoneAndDesktop(lead, 'messages-safeguarding-read');

  const audit = await db
    .collection(`schools/${SCHOOL}/auditLog`)
    .where('target', '==', `conversations/${CONVERSATION}`)
    .get();
  const overseen = audit.docs.find((a) => a.get('action') === 'conversation.overseen');
  expect(overseen?.get('actorUid')).toBe('demo-admin');

  // Every conversation about a child: found by the child's name.
  await lead.goto('/app/admin/messages/safeguarding');
  await lead.getByLabel('Child’s name').fill('Aisha');
  await lead.getByRole('button', { name: 'Find' }).click();
  await lead.getByRole('list', { name: 'Children found' }).getByRole('button', { name: /Aisha/ }).first().click();
  await expect(lead.getByTestId('oversight-about').getByTestId('oversight-row').first()).toContainText('Aisha Adeyemi');
  await lookAtPhoneAndDesktop(lead, 'messages-safeguarding-child');

  // The Admin's message settings: a bad end time is shown beside its field; then students are turned on.
  await lead.setViewportSize({ width: 1280, height: 900 });
  await lead.goto('/app/admin/settings');
  await expect(lead.getByRole('heading', { name: 'Messages' })).toBeVisible();
  await expect(lead.getByTestId('safeguarding-leads')).toBeVisible();
  const students = lead.getByLabel('Students may message their teachers');
  await expect(students).not.toBeChecked();
  await lead.getByLabel('To', { exact: true }).fill('07:00');
  await lead.getByRole('button', { name: 'Save the message settings' }).click();
  await expect(lead.getByText('End of working hours must be after the start.')).toBeVisible();
  await lead.getByLabel('To', { exact: true }).fill('16:30');
  await lead.getByText('Students may message their teachers').click();
  await expect(students).toBeChecked();
  await lead.getByRole('button', { name: 'Save the message settings' }).click();
  await expect(lead.getByRole('status').filter({ hasText: 'Message settings saved.' }).first()).toBeVisible();
  await expect
    .poll(async () => (await db.doc(`schools/${SCHOOL}`).get()).get('settings.messages.studentsEnabled'))
    .toBe(true);
  await lead.getByRole('button', { name: 'Choose from the staff' }).click();
  await expect(lead.getByTestId('safeguarding-staff')).toContainText('Amara Okafor');
  await lookAtPhoneAndDesktop(lead, 'messages-school-settings');
});
