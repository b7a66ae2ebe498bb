import { expect, test } from '@playwright/test';
import { admin } from '../support/emulators';
import { lookAtPhoneAndDesktop, signInAt } from './support';

const SCHOOL = 'demo-academy-school';
const CHILD = 'student-01';

const noneLeftOut = () => admin().db.doc(`schools/${SCHOOL}/students/${CHILD}`).update({ messagesMayLeaveOut: [] });
test.beforeAll(noneLeftOut);
test.afterAll(noneLeftOut);

test('the office lets staff leave a guardian out of messages, and the teacher sees the choice', async ({ browser }) => {
  const office = await (await browser.newContext({ viewport: { width: 360, height: 900 } })).newPage();
  await signInAt(office, `/app/admin/students/${CHILD}`, 'admin@demo-academy.test');
  const guardians = office.getByTestId('panel-guardians');
  const choice = guardians.getByRole('checkbox', { name: /Staff may leave them out of messages about Aisha/ });
  await expect(choice).not.toBeChecked();
  await guardians.getByText(/Staff may leave them out of messages about Aisha/).click();
  await expect(guardians.getByText(/^Saved: who is always in conversations about Aisha/)).toBeVisible();
  await expect(choice).toBeChecked();
  await lookAtPhoneAndDesktop(office, 'messages-guardians-record');
  await office.context().close();

  const teacher = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signInAt(teacher, `/app/teacher/messages/new?student=${CHILD}`, 'teacher@demo-academy.test');
  const ngozi = teacher.getByRole('checkbox', { name: /Ngozi Adeyemi.*Guardian of Aisha/ });
  await expect(ngozi).toBeChecked();
  await expect(teacher.getByText('may be left out, as the child’s record allows').first()).toBeVisible();
  await lookAtPhoneAndDesktop(teacher, 'messages-guardians-new');
  await teacher.context().close();
});
