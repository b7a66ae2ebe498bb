/**
 * One screen's reads on opening, counted in Chromium the one way the benches count (firestore-traffic.ts, as
 * `bench:dashboards` does): a fresh page load signed in as the screen's user, the counter zeroed, the screen opened by
 * pointer from there, and, once it has settled, the documents each listener was sent (a query that answered none still
 * bills one), each count() call, and what each call of the API says it read on the server. The shell (the user's and
 * the school's records, the bell, the unread total) is read before the counter is zeroed and is not the screen's.
 */
import { type Browser, chromium, type Page } from '@playwright/test';
import firebaseJson from '../firebase.json' with { type: 'json' };
import { COUNT_FIRESTORE_TRAFFIC, type Counted } from './firestore-traffic';

export const BENCH_BASE = `http://${firebaseJson.emulators.hosting.host}:${firebaseJson.emulators.hosting.port}`;

export interface ScreenReads {
  /** Documents sent to the screen's listeners, count() calls, and documents its API calls read. */
  reads: number;
  counted: Counted;
  /** One line per listener and request: what it asked for and what it read. */
  lines: string[];
}

export interface ScreenVisit {
  email: string;
  password: string;
  /** Where the counter is zeroed (a fresh page load), e.g. the role's dashboard. */
  from: string;
  /** What shows once `from` has loaded. */
  ready: (page: Page) => Promise<unknown>;
  /** Opens the screen by pointer from `from`. */
  open: (page: Page) => Promise<unknown>;
  /** Resolves once the screen shows what it is for. */
  shown: (page: Page) => Promise<unknown>;
}

export const launchBenchChromium = () =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });

/** Signs in, loads `from` afresh, zeroes the counter, opens the screen and counts what it read. */
export async function screenReadsInChromium(browser: Browser, visit: ScreenVisit): Promise<ScreenReads> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await context.addInitScript({ content: COUNT_FIRESTORE_TRAFFIC });
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    await page.goto(`${BENCH_BASE}/login`);
    await page.getByLabel('E-mail').fill(visit.email);
    await page.getByLabel('Password').fill(visit.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/app/'));
    // A fresh page load: a new Firestore instance, its cache empty.
    await page.goto(`${BENCH_BASE}${visit.from}`);
    await visit.ready(page);
    await settled(page);
    // The page's late listeners (a dashboard's panels that mount once its children are known) are that page's.
    await page.waitForTimeout(3_000);
    await page.evaluate('window.__benchReads.reset()');
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    try {
      await visit.open(page);
      await visit.shown(page);
    } catch (error) {
      // What the screen showed instead, for the person reading the bench's failure.
      const shot = `test-results/screen-reads-${Date.now()}.png`;
      await page.screenshot({ path: shot, fullPage: true }).catch(() => undefined);
      console.error(`The screen never showed what it is for (${page.url()}); what it showed: ${shot}`);
      for (const e of errors) console.error(`  the page's console: ${e.slice(0, 500)}`);
      throw error;
    }
    await settled(page);
    // A listener's later answers (a count, a second page of a join) are the screen's too.
    await page.waitForTimeout(2_000);
    const counted = (await page.evaluate('window.__benchReads.snapshot()')) as Counted;
    return { reads: readsOf(counted), counted, lines: linesOf(counted) };
  } finally {
    await context.close();
  }
}

async function settled(page: Page) {
  await page
    .locator('[aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached', timeout: 30_000 })
    .catch(() => undefined);
  await page
    .getByRole('status', { name: /^Loading/ })
    .first()
    .waitFor({ state: 'detached', timeout: 30_000 })
    .catch(() => undefined);
}

export function readsOf(counted: Counted): number {
  const listened = counted.targets.reduce((n, t) => n + Math.max(1, t.documents), 0);
  const asked = (counted.requests ?? []).reduce((n, r) => n + (r.documents ?? 0), 0);
  return listened + counted.aggregations + asked;
}

function linesOf(counted: Counted): string[] {
  return [
    ...counted.targets.map(
      (t) =>
        `  listener ${t.path ?? t.collection}${t.limit === null ? '' : ` (limit ${t.limit})`}` +
        `${t.cursor ? ', after a cursor' : ''}${t.before ? ', opened before the screen' : ''}` +
        `${t.resets ? `, reset by the server ${t.resets}×` : ''}: ${t.documents} document(s)` +
        // The emulator sends a reset answer whole; production sends (and bills) only what changed in it.
        `${t.resent ? ` (and ${t.resent} sent again unchanged after the reset, not read)` : ''}`,
    ),
    ...(counted.aggregations ? [`  count() calls: ${counted.aggregations}`] : []),
    ...(counted.requests ?? []).map(
      (r) => `  request ${r.path}: ${r.documents === null ? 'reads not reported' : `${r.documents} document(s)`}`,
    ),
  ];
}

/** Prints a screen's reads against its budget, each listener and request beneath; false when over. */
export function printScreenReads(what: string, result: ScreenReads, budget: number): boolean {
  const fine = result.reads <= budget;
  console.log(`${what}: ${result.reads} reads (budget ≤ ${budget})${fine ? '' : ' OVER BUDGET'}`);
  for (const line of result.lines) console.log(line);
  return fine;
}
