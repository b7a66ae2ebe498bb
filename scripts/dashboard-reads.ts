/**
 * Each dashboard's reads on opening, counted in Chromium the one way the benches count (firestore-traffic.ts): what
 * the page is sent on the Listen channel, per query, and each count or sum. Used by `npm run bench:dashboards` and by
 * the check in `npm test` (tests/api/dashboard-reads.test.ts). The budgets count the shell as the user's and the
 * school's records, as the bench's panels do; the bell and the message inbox every page reads are counted apart.
 */
import type { Browser } from '@playwright/test';
import { DEMO_PASSWORD } from '../emulators/demo-data';
import { COUNT_FIRESTORE_TRAFFIC, type Counted } from './firestore-traffic';

/** The most each dashboard may read on opening, at 200 students or 2,000. */
export const DASHBOARD_BUDGET = { Admin: 20, Teacher: 30, Student: 20, Parent: 30 } as const;
export type DashboardRole = keyof typeof DASHBOARD_BUDGET;

/** The demo school's member of each role and their dashboard. */
export const DEMO_DASHBOARDS: readonly [role: DashboardRole, email: string, path: string][] = [
  ['Admin', 'admin@demo-academy.test', '/app/admin'],
  ['Teacher', 'teacher@demo-academy.test', '/app/teacher'],
  ['Student', 'student@demo-academy.test', '/app/student'],
  ['Parent', 'parent@demo-academy.test', '/app/parent'],
];

export interface DashboardReads {
  /** Documents (a query that answered none still bills one) and counts or sums. */
  reads: number;
  /**
   * What every signed-in page reads besides the user's and the school's records, which the budgets count: the
   * notification bell's latest notifications (up to 20) and the message inbox's unread count. They come with the shell
   * on every page, not with the dashboard, and are counted apart.
   */
  shellExtras: { bell: number; inbox: number };
  /** `reads` less the shell's extras: what the budget holds. */
  dashboard: number;
  documents: number;
  queries: number;
  aggregations: number;
  /** Each query's collection and the documents it was sent, in the order asked. */
  targets: Counted['targets'];
}

/** Signs in as `email`, then loads `path` afresh (a new Firestore instance, its cache empty) and counts its reads. */
export async function dashboardReadsInChromium(
  browser: Browser,
  base: string,
  email: string,
  path: string,
): Promise<DashboardReads> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await context.addInitScript({ content: COUNT_FIRESTORE_TRAFFIC });
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    await page.goto(`${base}/login`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${base}${path}`);
    await page.goto(`${base}${path}`);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page
      .locator('[aria-busy="true"]')
      .first()
      .waitFor({ state: 'detached' })
      .catch(() => undefined);
    await page.waitForTimeout(3_000);
    const counted = (await page.evaluate('window.__benchReads.snapshot()')) as Counted;
    const documents = counted.targets.reduce((n, t) => n + Math.max(1, t.documents), 0);
    const billed = (pick: (t: Counted['targets'][number]) => boolean) =>
      counted.targets.filter(pick).reduce((n, t) => n + Math.max(1, t.documents), 0);
    const bell = billed((t) => t.collection === 'notifications');
    const inbox = billed((t) => !!t.path && /\/messageInboxes\//.test(t.path));
    return {
      reads: documents + counted.aggregations,
      shellExtras: { bell, inbox },
      dashboard: documents + counted.aggregations - bell - inbox,
      documents,
      queries: counted.targets.length,
      aggregations: counted.aggregations,
      targets: counted.targets,
    };
  } finally {
    await context.close();
  }
}
