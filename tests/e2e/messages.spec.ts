import { type Browser, expect, type Page, test } from '@playwright/test';
import { FieldValue } from 'firebase-admin/firestore';
import sharp from 'sharp';
import { admin } from '../support/emulators';
import { lookAtPhoneAndDesktop, signInAt } from './support';

const SCHOOL = 'demo-academy-school';
const PARENT = 'parent@demo-academy.test';
const TEACHER = 'teacher@demo-academy.test';
/** A second family of 7A with an account: Chloé Bauer's guardian Julia (parent-02, student-03). */
const OTHER_FAMILY = {
  uid: 'messages-e2e-parent',
  email: 'messages-e2e-parent@demo-academy.test',
  child: 'student-03',
};

async function asUser(browser: Browser, path: string, email: string, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signInAt(page, path, email);
  return page;
}

/** Every conversation and unread total of the demo school, so each run starts with empty inboxes. */
async function clearMessages() {
  const { db } = admin();
  for (const name of ['conversations', 'messageInboxes', 'messageHours', 'messageFiles'])
    await db.recursiveDelete(db.collection(`schools/${SCHOOL}/${name}`));
  const files = await db.collection(`schools/${SCHOOL}/files`).where('place', '==', 'messageAttachment').get();
  for (const f of files.docs) await f.ref.delete();
}

async function otherFamily() {
  const { db, auth } = admin();
  await auth.deleteUser(OTHER_FAMILY.uid).catch(() => undefined);
  await auth.createUser({ uid: OTHER_FAMILY.uid, email: OTHER_FAMILY.email, password: 'Academy-demo-1' });
  await auth.setCustomUserClaims(OTHER_FAMILY.uid, { role: 'Parent', school_id: SCHOOL });
  await db.doc(`users/${OTHER_FAMILY.uid}`).set({
    email: OTHER_FAMILY.email,
    username: 'Julia Bauer',
    role: 'Parent',
    school_id: SCHOOL,
    modules: { Dashboard: true, Calendar: true, Messages: true, Newsfeed: true, Students: true },
    personId: 'parent-02',
    disabled: false,
  });
  await db.doc(`schools/${SCHOOL}/parents/parent-02`).update({ accountUid: OTHER_FAMILY.uid });
  await db.doc(`schools/${SCHOOL}/students/${OTHER_FAMILY.child}`).update({ guardianUids: [OTHER_FAMILY.uid] });
  await db.doc(`schools/${SCHOOL}/classes/class-7a`).update({ guardianUids: FieldValue.arrayUnion(OTHER_FAMILY.uid) });
}

test.beforeAll(async () => {
  await clearMessages();
  await otherFamily();
});
test.afterAll(async () => {
  await clearMessages();
  const { db, auth } = admin();
  await db.doc(`schools/${SCHOOL}/students/${OTHER_FAMILY.child}`).update({ guardianUids: [] });
  await db.doc(`schools/${SCHOOL}/classes/class-7a`).update({ guardianUids: FieldValue.arrayRemove(OTHER_FAMILY.uid) });
  await db.doc(`schools/${SCHOOL}/parents/parent-02`).update({ accountUid: null });
  await db.doc(`users/${OTHER_FAMILY.uid}`).delete();
  await auth.deleteUser(OTHER_FAMILY.uid).catch(() => undefined);
});

test('a parent asks on a phone, the teacher answers at 1280 px, and the answer appears without reloading; a class message is answered privately', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // The parent, on a phone: the Message button on their child's page chooses the child's teacher.
  const parent = await asUser(browser, '/app/parent/students/student-01', PARENT, 360);
  await parent.getByTestId('panel-messages').getByRole('link', { name: 'Message' }).click();
  await expect(parent).toHaveURL(/\/app\/parent\/messages\/new\?student=student-01/);
  await expect(parent.getByRole('checkbox', { name: /Amara Okafor/ })).toBeChecked();
  await parent.getByLabel('Your message').fill('Can **Aisha** leave at 2 pm on Friday? <script>alert(1)</script>');
  await lookAtPhoneAndDesktop(parent, 'messages-parent-new');
  await parent.setViewportSize({ width: 360, height: 900 });
  await parent.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(parent).toHaveURL(/\/app\/parent\/messages\/(?!new)[\w-]+$/);
  const parentLog = parent.getByRole('log');
  await expect(parentLog.getByTestId('message')).toHaveCount(1);
  await expect(parentLog.locator('strong', { hasText: 'Aisha' })).toBeVisible();
  await expect(parentLog.locator('script')).toHaveCount(0);
  await expect(parentLog.getByTestId('seen-by')).toHaveText('Not seen yet');

  // The teacher, at 1280 px: the header counts the unread message, the inbox names the family and the child.
  const teacher = await asUser(browser, '/app/teacher/messages', TEACHER, 1280);
  await expect(teacher.getByRole('link', { name: 'Messages, 1 unread' })).toBeVisible();
  const row = teacher.getByTestId('conversation-row').filter({ hasText: 'Ngozi Adeyemi' });
  await expect(row).toContainText('About Aisha Adeyemi');
  await row.getByRole('link').click();
  await expect(teacher.getByRole('log').getByTestId('message')).toHaveCount(1);
  // Opening it reads it: the header's count goes.
  await expect(teacher.getByTestId('messages-unread')).toHaveCount(0);
  await teacher.getByLabel('Your message').fill('Yes, Aisha may leave at 2 pm. Please sign her out at the office.');
  await teacher.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(teacher.getByRole('log').getByTestId('message')).toHaveCount(2);
  await lookAtPhoneAndDesktop(teacher, 'messages-teacher-conversation');

  // The parent's open conversation shows the answer, and that the teacher has seen the question, with no reload.
  await expect(parentLog).toContainText('Please sign her out at the office.');
  await expect(parentLog.getByTestId('seen-by').first()).toHaveText('Seen by Amara Okafor');
  await lookAtPhoneAndDesktop(parent, 'messages-parent-conversation');

  // The parent attaches a photo of the signed note from the phone; the teacher sees it under the message.
  await parent.setViewportSize({ width: 360, height: 900 });
  const note = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#f5e6c8' } })
    .jpeg()
    .toBuffer();
  const chooser = parent.waitForEvent('filechooser');
  await parent.getByRole('button', { name: 'Attach a file' }).click();
  await (await chooser).setFiles({ name: 'signed-note.jpg', mimeType: 'image/jpeg', buffer: note });
  const toSend = parent.getByRole('list', { name: 'Files to send' });
  await expect(toSend.getByTestId('attached-file')).toContainText('signed-note.jpg');
  await lookAtPhoneAndDesktop(parent, 'messages-parent-attach');
  await parent.getByLabel('Your message').fill('Here is the signed note.');
  await parent.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(parentLog.getByTestId('message')).toHaveCount(3);
  await expect(toSend).toHaveCount(0);
  const sentFiles = teacher.getByRole('list', { name: 'Files sent with this message' });
  await expect(sentFiles.getByTestId('attached-file')).toContainText('signed-note.jpg');
  await expect(sentFiles.locator('img')).toBeVisible();
  await lookAtPhoneAndDesktop(teacher, 'messages-teacher-attachment');

  // The teacher writes to every family of 7A at once, from the class's students.
  await teacher.goto('/app/teacher/students');
  await teacher.getByRole('link', { name: /Message the families of/ }).click();
  const families = teacher.getByRole('group', { name: 'Grade 7A families' });
  await expect(families.getByRole('checkbox', { name: /Every family at once/ })).toBeChecked();
  await teacher.getByLabel('Your message').fill('The 7A trip to the museum is on Thursday.');
  await teacher.getByRole('button', { name: 'Send to every family' }).click();
  await expect(teacher).toHaveURL(/\/app\/teacher\/messages$/);

  // Another family of 7A answers; the answer is theirs and the teacher's alone.
  const other = await asUser(browser, '/app/parent/messages', OTHER_FAMILY.email, 360);
  await other.getByTestId('conversation-row').filter({ hasText: 'Amara Okafor' }).getByRole('link').click();
  await expect(other.getByRole('log')).toContainText('The 7A trip to the museum is on Thursday.');
  await other.getByLabel('Your message').fill('Thank you, Chloé will bring a packed lunch.');
  await other.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(other.getByRole('log').getByTestId('message')).toHaveCount(2);

  const answered = teacher.getByTestId('conversation-row').filter({ hasText: 'Julia Bauer' });
  await expect(answered).toContainText('Chloé will bring a packed lunch');
  await answered.getByRole('link').click();
  await expect(teacher.getByRole('log')).toContainText('Chloé will bring a packed lunch');

  await parent.goto('/app/parent/messages');
  const rows = parent.getByTestId('conversation-row');
  // Aisha and Ben are both in 7A: their family has a conversation about each, and neither holds the other's reply.
  await expect(rows.filter({ hasText: 'The 7A trip to the museum is on Thursday.' })).toHaveCount(2);
  await expect(parent.getByTestId('inbox')).not.toContainText('packed lunch');
  await rows.filter({ hasText: 'The 7A trip' }).first().getByRole('link').click();
  // The same people about the same child meet in one conversation: the class message may join an earlier one.
  await expect(parent.getByRole('log')).toContainText('The 7A trip to the museum is on Thursday.');
  await expect(parent.getByRole('log')).not.toContainText('packed lunch');
  await lookAtPhoneAndDesktop(parent, 'messages-parent-inbox');
});
