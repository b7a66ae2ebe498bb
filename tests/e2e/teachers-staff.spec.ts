import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { admin } from '../support/emulators';
import { screenshotPath, signInAt } from './support';

const SCHOOL = 'schools/demo-academy-school';
const NOOR = 'noor.browserteacher@demo-academy.test';

/** Puts back what the flows changed, whatever step they stopped at. */
async function cleanUp() {
  const { db, auth } = admin();
  for (const [collection, lastName] of [
    ['teachers', 'Browserteacher'],
    ['staff', 'Browserstaff'],
  ] as const) {
    for (const d of (await db.collection(`${SCHOOL}/${collection}`).where('lastName', '==', lastName).get()).docs)
      await d.ref.delete();
  }
  const account = await auth.getUserByEmail(NOOR).catch(() => null);
  if (account) {
    await auth.deleteUser(account.uid);
    await db.doc(`users/${account.uid}`).delete();
  }
}
test.beforeAll(cleanUp);
test.afterAll(cleanUp);

test('an Admin creates a teacher, is refused a duplicate e-mail, then gives them an account from their page', async ({
  page,
}) => {
  await signInAt(page, '/app/admin/teachers', 'admin@demo-academy.test');
  const list = page.getByRole('table', { name: 'teachers' });
  await expect(list.getByRole('link', { name: 'Amara Okafor' })).toBeVisible();
  await expect(page.getByText('1–4 of 4 teachers')).toBeVisible();

  await page.getByRole('button', { name: 'New teacher' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('First name').fill('Noor');
  await dialog.getByLabel('E-mail').fill('noor-at-school');
  await dialog.getByRole('button', { name: 'Create teacher' }).click();
  await expect(dialog.getByText('Last name is required.')).toBeVisible();
  await expect(dialog.getByText('E-mail must be a valid e-mail address.')).toBeVisible();
  await page.screenshot({ path: screenshotPath('admin-teacher-form-errors') });

  await dialog.getByLabel('Last name').fill('Browserteacher');
  await dialog.getByLabel('E-mail').fill('Teacher@demo-academy.test');
  await dialog.getByLabel('Department').fill('Science');
  await dialog.getByLabel('Subjects').selectOption([{ label: 'SCI Science' }, { label: 'MATH Mathematics' }]);
  await dialog.getByRole('button', { name: 'Create teacher' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'E-mail teacher@demo-academy.test is already used by Amara Okafor.',
  );
  await dialog.getByLabel('E-mail').fill(NOOR);
  await dialog.getByRole('button', { name: 'Create teacher' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Noor Browserteacher saved.');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText('1–5 of 5 teachers')).toBeVisible();

  await page.getByLabel('Department').selectOption('Science');
  await expect(list.getByRole('link')).toHaveText(['Noor Browserteacher']);
  await page.getByRole('searchbox', { name: 'Search the list of teachers' }).fill('browsert');
  await list.getByRole('link', { name: 'Noor Browserteacher' }).click();
  await expect(page.getByRole('heading', { name: 'Noor Browserteacher', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'MATH Mathematics' })).toBeVisible();
  await expect(page.getByText('Noor Browserteacher has no classes yet.')).toBeVisible();

  const account = page.getByRole('region', { name: 'Account' });
  await expect(account).toContainText('No account: Noor Browserteacher cannot sign in yet.');
  await account.getByRole('button', { name: 'Create account' }).click();
  const create = page.getByRole('dialog', { name: 'Create an account for Noor Browserteacher' });
  await expect(create).toContainText(NOOR);
  await create.getByRole('button', { name: 'Create account' }).click();
  await expect(create.getByRole('status')).toContainText(`Account created for Noor Browserteacher (${NOOR}).`);
  await create.getByRole('button', { name: 'Close' }).click();
  await expect(account).toContainText(`Signs in as ${NOOR}`);
  await expect(account.getByText('Teacher', { exact: true })).toBeVisible();
  await expect(account.getByText('Active', { exact: true })).toBeVisible();
  await expect(account.getByRole('button', { name: 'Manage account' })).toBeVisible();
  await page.screenshot({ path: screenshotPath('admin-teacher-detail'), fullPage: true });
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('a teacher’s page lists their classes, each leading to the class', async ({ page }) => {
  await signInAt(page, '/app/admin/teachers/teacher-01', 'admin@demo-academy.test');
  await expect(page.getByRole('heading', { name: 'Amara Okafor', level: 1 })).toBeVisible();
  const classes = page.getByRole('region', { name: 'Classes' });
  await expect(classes).toContainText('Grade 7A · homeroom teacher');
  await expect(page.getByRole('region', { name: 'Account' })).toContainText('Signs in as teacher@demo-academy.test');
  // Her week: Monday starts with Grade 7A Mathematics at 09:00, and each lesson leads to its page.
  const week = page.getByRole('region', { name: 'Timetable of Amara Okafor' });
  const monday = week.getByRole('list', { name: 'Monday lessons' });
  await expect(monday.getByRole('listitem').first()).toContainText('09:00');
  await expect(monday.getByRole('listitem').first()).toContainText('Grade 7A');
  await page.screenshot({ path: screenshotPath('admin-teacher-timetable'), fullPage: true });
  await classes.getByRole('link', { name: 'Grade 7A' }).click();
  await expect(page.getByRole('heading', { name: 'Grade 7A', level: 1 })).toBeVisible();
});

test('an Admin creates a staff member, then archives them', async ({ page }) => {
  await signInAt(page, '/app/admin/staff', 'admin@demo-academy.test');
  await expect(page.getByText('1–2 of 2 staff members')).toBeVisible();
  await page.getByRole('button', { name: 'New staff member' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('First name').fill('Kit');
  await dialog.getByLabel('Last name').fill('Browserstaff');
  await dialog.getByLabel('E-mail').fill('kit.browserstaff@demo-academy.test');
  await dialog.getByLabel('Position').fill('Receptionist');
  await dialog.getByLabel('Employment status').selectOption('on-leave');
  await dialog.getByRole('button', { name: 'Create staff member' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Kit Browserstaff saved.');
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('link', { name: 'Kit Browserstaff' }).click();
  await expect(page.getByRole('heading', { name: 'Kit Browserstaff', level: 1 })).toBeVisible();
  await expect(page.getByText('On leave')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Account' })).toContainText('sign in as an Admin');
  await page.screenshot({ path: screenshotPath('admin-staff-detail'), fullPage: true });
  await page.getByRole('button', { name: 'Archive' }).click();
  await page.getByRole('button', { name: 'Yes, archive' }).click();
  await expect(page).toHaveURL('/app/admin/staff');
  await page.getByLabel('Archived').selectOption({ label: 'Archived staff' });
  await expect(page.getByRole('link', { name: 'Kit Browserstaff' })).toBeVisible();
});

test('a parent’s and a student’s pages show their account, with Manage or Create account', async ({ page }) => {
  await signInAt(page, '/app/admin/parents/parent-01', 'admin@demo-academy.test');
  await expect(page.getByRole('heading', { name: 'Ngozi Adeyemi', level: 1 })).toBeVisible();
  const account = page.getByRole('region', { name: 'Account' });
  await expect(account).toContainText('Signs in as parent@demo-academy.test');
  await expect(account.getByText('Parent', { exact: true })).toBeVisible();
  await account.getByRole('button', { name: 'Manage account' }).click();
  const manage = page.getByRole('dialog', { name: 'Account of Ngozi Adeyemi' });
  await expect(manage.getByLabel('Role')).toHaveValue('Parent');
  await manage.getByRole('button', { name: 'Close' }).click();
  await expect(manage).toBeHidden();

  await page.goto('/app/admin/students/student-30');
  await expect(page.getByRole('heading', { name: 'Dev Chen', level: 1 })).toBeVisible();
  await expect(account).toContainText('No account: Dev Chen cannot sign in yet.');
  await account.getByRole('button', { name: 'Create account' }).click();
  const create = page.getByRole('dialog', { name: 'Create an account for Dev Chen' });
  await expect(create.getByLabel('E-mail for this account')).toBeVisible();
  await create.getByRole('button', { name: 'Cancel' }).click();
  await expect(account).toContainText('No account');
});
