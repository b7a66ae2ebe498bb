import { expect, test } from '@playwright/test';
import { screenshotPath, sidebarItems, signIn, submitSignIn } from './support';

const ADMIN_MENU = [
  'Dashboard',
  'Assignments',
  'Attendance',
  'Calendar',
  'Classes',
  'Courses',
  'Fees',
  'Lessons',
  'Messages',
  'Newsfeed',
  'Parents',
  'Reports',
  'Staff',
  'Students',
  'Subjects',
  'Teachers',
  'Terms',
];

const ROLES = [
  {
    email: 'admin@demo-academy.test',
    home: '/app/admin',
    name: 'Helen Carter',
    school: 'Demo Academy',
    menu: ADMIN_MENU,
  },
  {
    email: 'teacher@demo-academy.test',
    home: '/app/teacher',
    name: 'Amara Okafor',
    school: 'Demo Academy',
    menu: ['Dashboard', 'Assignments', 'Attendance', 'Calendar', 'Messages', 'Newsfeed', 'Reports', 'Students'],
  },
  {
    email: 'student@demo-academy.test',
    home: '/app/student',
    name: 'Aisha Adeyemi',
    school: 'Demo Academy',
    menu: ['Dashboard'],
  },
  {
    email: 'parent@demo-academy.test',
    home: '/app/parent',
    name: 'Ngozi Adeyemi',
    school: 'Demo Academy',
    menu: ['Dashboard', 'Calendar', 'Messages', 'Newsfeed', 'Students'],
  },
  {
    email: 'teacher@northside.test',
    home: '/app/teacher',
    name: 'Marcus Hill',
    school: 'Northside High',
    menu: ['Dashboard', 'Assignments', 'Attendance', 'Calendar', 'Messages', 'Newsfeed', 'Reports', 'Students'],
  },
];

for (const role of ROLES) {
  test(`${role.email} signs in to their own dashboard and logs out`, async ({ page }) => {
    await page.goto('/app');
    await expect(page).toHaveURL(/\/login\?next=%2Fapp$/);
    await signIn(page, role.email);

    await expect(page).toHaveURL(role.home);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText(`Welcome, ${role.name}.`)).toBeVisible();
    await expect(page.getByRole('banner')).toContainText(role.school);
    expect(await sidebarItems(page)).toEqual(role.menu);
    await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await page.screenshot({ path: screenshotPath(`first-screen-${role.email.replace(/[@.]/g, '-')}`), fullPage: true });

    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login/);
    await page.goto(role.home);
    await expect(page).toHaveURL(/\/login\?next=/);
  });
}

test('a wrong password is refused with a clear message and no session', async ({ page }) => {
  await page.goto('/login');
  await submitSignIn(page, 'admin@demo-academy.test', 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('The e-mail or password is incorrect.');
  await expect(page).toHaveURL(/\/login$/);
});

test('a section route shows its title and is highlighted in the sidebar', async ({ page }) => {
  await page.goto('/app/parent/students');
  await signIn(page, 'parent@demo-academy.test');
  await expect(page).toHaveURL('/app/parent/students');
  await expect(page.getByRole('heading', { level: 1, name: 'Students' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Students' })).toHaveAttribute('aria-current', 'page');
});

test('a teacher opening an Admin route is sent to their own dashboard', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'teacher@demo-academy.test');
  await expect(page).toHaveURL('/app/teacher');
  await page.goto('/app/admin/fees');
  await expect(page).toHaveURL('/app/teacher');
  await page.goto('/app/teacher/fees');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
