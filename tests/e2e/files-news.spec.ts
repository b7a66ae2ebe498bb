import { addIsoDays, schoolToday } from '@academy/shared/school-time';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { admin, callApi, idTokenFor } from '../support/emulators';
import { fillDate, look, signInAt } from './support';

/**
 * A letter for 7A's parents: the office writes a post for them, schedules it, attaches the letter (a PDF) from the post
 * editor, and it goes out; Ngozi (the demo parent) opens the letter on her phone. The same letter on the trip's
 * calendar event, opened from the parent's calendar. Every step by pointer, through the file chooser a click opens.
 */
const SCHOOL = 'demo-academy-school';
const TZ = 'Europe/London';
const POST = 'E2E Letter: the museum trip';
const EVENT = 'E2E Museum trip (letter)';
const LETTER = 'Museum trip letter.pdf';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj ' +
    '3 0 obj<</Type/Page/MediaBox[0 0 300 200]/Parent 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** Withdrawing the post and deleting the event remove their files; then the records and any notice go. */
async function cleanUp() {
  const { db } = admin();
  const token = await idTokenFor('admin@demo-academy.test');
  for (const p of (await db.collection(`schools/${SCHOOL}/posts`).where('title', '==', POST).get()).docs) {
    await callApi('POST', '/newsfeed/withdrawPost', { token, body: { id: p.id } });
    await p.ref.delete();
    const notes = await db.collection(`schools/${SCHOOL}/notifications`).select().get();
    for (const n of notes.docs) if (n.id.startsWith(`post-${p.id}`)) await n.ref.delete();
  }
  for (const e of (await db.collection(`schools/${SCHOOL}/events`).where('title', '==', EVENT).get()).docs)
    await callApi('POST', '/calendar/deleteEvent', { token, body: { id: e.id } });
}

test.describe.configure({ mode: 'serial' });
test.beforeAll(cleanUp);
test.afterAll(cleanUp);

/** Waits until a dialog has finished opening (its fade and rise), so its screenshot shows it whole. */
const opened = (dialog: Locator) =>
  dialog.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished.catch(() => undefined))));

/** Clicks a button that opens the file chooser, and chooses a file in it. */
async function choose(page: Page, button: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button, exact: true }).click();
  await (await chooser).setFiles(file);
}

test('the office attaches a PDF letter to a post for 7A’s parents', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAt(page, '/app/admin/newsfeed', 'admin@demo-academy.test');
  await page.getByRole('button', { name: 'Write a post' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Title').fill(POST);
  await dialog.getByLabel('Message').fill('Please read the letter about the museum trip and sign the slip.');
  await dialog.getByText('The whole school').click();
  await dialog.getByRole('group', { name: 'Classes' }).getByText('Grade 7A').click();
  await dialog.getByRole('combobox', { name: 'Who in the chosen grades and classes' }).selectOption('parents');
  // Scheduled, so the letter goes out with it.
  await fillDate(dialog.getByLabel('Publish on (optional)'), addIsoDays(schoolToday(TZ), 1));
  await dialog.getByLabel('At (school time)').fill('07:30');
  await expect(dialog).toContainText('To attach a letter or photos, save the post first');
  await dialog.getByRole('button', { name: 'Schedule the post' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const scheduled = page.getByTestId('scheduled-posts').getByRole('article', { name: POST });
  await scheduled.getByRole('button', { name: 'Edit' }).click();
  const editor = page.getByRole('dialog');
  await choose(page, 'Attach files', { name: LETTER, mimeType: 'application/pdf', buffer: PDF });
  await expect(editor.getByRole('list', { name: 'Attached files' })).toContainText(LETTER);
  await look(page, 'files-news-office-attach-1280');
  await editor.getByRole('button', { name: 'Close' }).click();
  await expect(scheduled.getByRole('list', { name: 'Attached files' })).toContainText(LETTER);

  // It goes out as the scheduled run sends it (here without telling anyone, so no demo notice is left behind).
  const id = (await admin().db.collection(`schools/${SCHOOL}/posts`).where('title', '==', POST).get()).docs[0]!.id;
  const now = Date.now();
  await admin()
    .db.doc(`schools/${SCHOOL}/posts/${id}`)
    .update({ status: 'published', publishAt: now, publishedAt: now, announcedAt: now });
  await expect(page.getByTestId('feed').getByRole('article', { name: POST })).toBeVisible();
});

test('the demo parent opens the letter from the newsfeed on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAt(page, '/app/parent/newsfeed', 'parent@demo-academy.test');
  const post = page.getByRole('article', { name: POST });
  await expect(post.getByRole('list', { name: 'Attached files' })).toContainText(LETTER);
  // Read only: nothing to remove or add.
  await expect(post.getByRole('button', { name: `Remove ${LETTER}` })).toHaveCount(0);
  await look(page, 'files-news-parent-feed-360');
  await post.getByRole('button', { name: `Open ${LETTER}` }).click();
  const preview = page.getByRole('dialog', { name: LETTER });
  await expect(preview.locator('iframe')).toHaveAttribute('src', /^blob:/);
  await opened(preview);
  await look(page, 'files-news-parent-letter-360');
});

test('the trip letter on a calendar event: attached by the office, opened by the parent on a phone', async ({
  browser,
}) => {
  const today = schoolToday(TZ);
  const office = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signInAt(office, '/app/admin/calendar', 'admin@demo-academy.test');
  await office.getByRole('button', { name: 'Add an event' }).click();
  const dialog = office.getByRole('dialog');
  await dialog.getByLabel('Title').fill(EVENT);
  await dialog.getByLabel('Category').selectOption('trip');
  await fillDate(dialog.getByLabel('Starts on'), today);
  await fillDate(dialog.getByLabel('Ends on'), today);
  await dialog.getByText('The whole school').click();
  await dialog.getByRole('group', { name: 'Classes' }).getByText('Grade 7A').click();
  await dialog.getByRole('combobox', { name: 'Who in the chosen grades and classes' }).selectOption('parents');
  await dialog.getByRole('button', { name: 'Add to the calendar' }).click();
  await expect(office.getByRole('dialog')).toHaveCount(0);
  await office.getByTestId('calendar').getByText(EVENT).click();
  await office.getByRole('dialog').getByRole('button', { name: 'Change', exact: true }).click();
  await choose(office, 'Attach files', { name: LETTER, mimeType: 'application/pdf', buffer: PDF });
  await expect(office.getByRole('dialog').getByRole('list', { name: 'Attached files' })).toContainText(LETTER);
  await look(office, 'files-news-office-event-1280');
  await office.context().close();

  const parent = await (await browser.newContext({ viewport: { width: 360, height: 740 } })).newPage();
  await signInAt(parent, '/app/parent/calendar', 'parent@demo-academy.test');
  await parent.getByTestId('calendar').getByText(EVENT).click();
  const details = parent.getByRole('dialog', { name: EVENT });
  await expect(details.getByRole('list', { name: 'Attached files' })).toContainText(LETTER);
  await opened(details);
  await look(parent, 'files-news-parent-event-360');
  await details.getByRole('button', { name: `Open ${LETTER}` }).click();
  await expect(parent.getByRole('dialog', { name: LETTER }).locator('iframe')).toHaveAttribute('src', /^blob:/);
  await parent.context().close();
});
