import { expect, type Page, test } from '@playwright/test';
import { clickEachOption, expectNoViolations, expectUniqueIds, signInAt } from './support';

/**
 * Every group of checkboxes the app has, clicked option by option with the pointer, as people tick them: each click
 * ticks that option and no other. A checkbox that shares its input id with another (as a group inside one form field
 * does) ticks the first of them instead, and only the keyboard reaches the rest.
 */
const TEACHER = 'teacher@demo-academy.test';
const ADMIN = 'admin@demo-academy.test';

async function checkForm(page: Page, name: string, groups: string[]) {
  await expectUniqueIds(page, name);
  for (const group of groups) await clickEachOption(page.getByRole('group', { name: group, exact: true }));
  await expectNoViolations(page, name);
}

for (const width of [360, 1280] as const) {
  test(`a teacher ticks each class in Set work, new and changed (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAt(page, '/app/teacher/assignments', TEACHER);
    await page.getByRole('button', { name: 'Set work' }).click();
    const form = page.getByRole('form', { name: 'Set work' });
    await expect(form.getByRole('group', { name: 'Classes' }).getByRole('checkbox')).not.toHaveCount(0);
    await checkForm(page, 'Set work', ['Classes']);

    await page.goto('/app/teacher/assignments/assignment-7a-fractions');
    await page.getByRole('button', { name: 'Change the work' }).click();
    await expect(page.getByRole('form', { name: 'Change the work' })).toBeVisible();
    await checkForm(page, 'Change the work', ['Classes']);
  });
}

test('a teacher ticks each of their classes for a post (360 px)', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 900 });
  await signInAt(page, '/app/teacher/newsfeed', TEACHER);
  await page.getByRole('button', { name: 'Write a post' }).click();
  await checkForm(page, 'a teacher’s post', ['Classes']);
});

test('the office ticks each role, grade and class for a post and an event (1280 px)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAt(page, '/app/admin/newsfeed', ADMIN);
  await page.getByRole('button', { name: 'Write a post' }).click();
  await page.getByRole('dialog').getByText('The whole school').click();
  await checkForm(page, 'the office’s post', ['Roles', 'Grades', 'Classes']);

  await page.goto('/app/admin/calendar');
  await page.getByRole('button', { name: 'Add an event' }).click();
  await page.getByRole('dialog').getByText('The whole school').click();
  await checkForm(page, 'the office’s event', ['Roles', 'Grades', 'Classes']);
});

test('the office ticks each module of an account (360 px)', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 900 });
  await signInAt(page, '/app/admin/teachers', ADMIN);
  await page.getByRole('button', { name: 'Show accounts' }).click();
  await page
    .getByRole('button', { name: /^Manage the account of / })
    .first()
    .click();
  await checkForm(page, 'an account’s modules', ['Modules in the menu']);
});
