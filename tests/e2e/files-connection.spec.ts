import { addIsoDays, schoolToday } from '@academy/shared/school-time';
import type { FileDoc } from '@academy/shared/files';
import { expect, type Page, type Route, test } from '@playwright/test';
import { admin, callApi, idTokenFor } from '../support/emulators';
import { look, signInAt } from './support';

/**
 * A phone's connection is not to be trusted: Aisha's 5 MB essay goes up in two parts, and the second is lost on the way
 * (the school's Wi-Fi drops); the page sends it again and the file arrives whole. Then she cancels a file while its part
 * is still on its way, and nothing of it stays on the server.
 */
const SCHOOL = 'demo-academy-school';
const TITLE = 'E2E: an essay sent over bad Wi-Fi';
const today = schoolToday('Europe/London');
let assignmentId = '';

async function cleanUp() {
  const { db } = admin();
  const token = await idTokenFor('teacher@demo-academy.test');
  for (const a of (await db.collection(`schools/${SCHOOL}/assignments`).where('title', '==', TITLE).get()).docs)
    await callApi('POST', '/assignments/deleteAssignment', { token, body: { id: a.id } });
}

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  await cleanUp();
  const res = await callApi<{ id: string }>('POST', '/assignments/saveAssignment', {
    token: await idTokenFor('teacher@demo-academy.test'),
    body: {
      title: TITLE,
      instructions: 'Attach your essay as a PDF.',
      links: [],
      classIds: ['class-7a'],
      subjectId: 'eng',
      openDate: today,
      dueDate: addIsoDays(today, 4),
      dueTime: '15:30',
      points: null,
      lateAccepted: true,
    },
  });
  assignmentId = res.body.id;
});
test.afterAll(cleanUp);

/** A PDF of about `bytes`: two parts of the upload at 5 MB. */
const essay = (bytes: number) => {
  const head = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\n');
  return Buffer.concat([head, Buffer.alloc(bytes - head.length - 6, 0x20), Buffer.from('%%EOF\n')]);
};

async function choose(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Attach files', exact: true }).click();
  await (await chooser).setFiles(file);
}

const uploadsOf = async (name: string) =>
  (await admin().db.collection(`schools/${SCHOOL}/files`).where('name', '==', name).get()).docs.map(
    (d) => d.data() as FileDoc,
  );

test('a part lost on the way is sent again, and the file arrives whole', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAt(page, `/app/student/work/${assignmentId}`, 'student@demo-academy.test');
  const offsets: string[] = [];
  let dropped = false;
  await page.route('**/api/files/uploadChunk**', async (route: Route) => {
    const offset = new URL(route.request().url()).searchParams.get('offset') ?? '';
    offsets.push(offset);
    // The second part is lost once, as a dropped connection loses it.
    if (offset !== '0' && !dropped) {
      dropped = true;
      await route.abort('connectionfailed');
    } else await route.continue();
  });
  const bytes = essay(5_000_000);
  await choose(page, { name: 'Essay.pdf', mimeType: 'application/pdf', buffer: bytes });
  const files = page.getByRole('list', { name: 'Your files' });
  await expect(files.getByTestId('attached-file')).toContainText('Essay.pdf');
  expect(offsets).toEqual(['0', '4194304', '4194304']);
  const [stored] = await uploadsOf('Essay.pdf');
  expect(stored).toMatchObject({ status: 'ready', bytes: bytes.length, kind: 'pdf' });
  await look(page, 'files-connection-resent-360');
});

test('Cancel while a part is on its way: the upload stops and nothing of it stays', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAt(page, `/app/student/work/${assignmentId}`, 'student@demo-academy.test');
  // The first part hangs, as on a slow connection, until the page gives up on it.
  let arrived: () => void = () => {};
  const onItsWay = new Promise<void>((resolve) => (arrived = resolve));
  await page.route('**/api/files/uploadChunk**', async (route: Route) => {
    arrived();
    await new Promise((resolve) => setTimeout(resolve, 30_000));
    await route.continue().catch(() => undefined);
  });
  await choose(page, { name: 'Draft.pdf', mimeType: 'application/pdf', buffer: essay(5_000_000) });
  await onItsWay;
  await expect(page.getByRole('progressbar')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel sending Draft.pdf' }).click();
  await expect(page.getByRole('button', { name: 'Cancel sending Draft.pdf' })).toHaveCount(0);
  await expect(page.getByTestId('attached-file').filter({ hasText: 'Draft.pdf' })).toHaveCount(0);
  await expect.poll(() => uploadsOf('Draft.pdf')).toEqual([]);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
