/**
 * Each dashboard's reads on opening stay within their budget: the demo school (seeded before the tests, a small school)
 * opened as each role in Chromium and counted the way `npm run bench:dashboards` counts, the shell's reads included.
 * Counts, never times: a slow machine cannot fail it, a panel that reads more can.
 */
import { chromium, type Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../emulators/demo-data';
import { DEMO_NOTIFICATIONS } from '../../emulators/demo-notifications';
import firebaseJson from '../../firebase.json' with { type: 'json' };
import { DASHBOARD_BUDGET, dashboardReadsInChromium, DEMO_DASHBOARDS } from '../../scripts/dashboard-reads';

const BASE = `http://${firebaseJson.emulators.hosting.host}:${firebaseJson.emulators.hosting.port}`;

/**
 * The shell's notification bell lists a member's latest notifications, and the tests before this one send the demo
 * members some: its reads are counted as the demo seed leaves them, so only the dashboard itself can fail the check.
 */
const seededBell = (email: string) => {
  const uid = DEMO_ACCOUNTS.find((a) => a.email === email)?.uid;
  return DEMO_NOTIFICATIONS.filter((n) => n.doc.recipientUid === uid).length;
};

describe('dashboard reads on opening', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(DEMO_DASHBOARDS)(
    "the %s's dashboard reads no more than its budget",
    async (role, email, path) => {
      const counted = await dashboardReadsInChromium(browser, BASE, email, path);
      const bell = counted.targets.find((t) => t.collection === 'notifications');
      const reads = counted.reads - Math.max(1, bell?.documents ?? 1) + Math.max(1, seededBell(email));
      const what = counted.targets.map((t) => `${t.collection}×${t.documents}`).join(', ');
      expect(reads, `${role}: ${what}; ${counted.aggregations} counts or sums`).toBeLessThanOrEqual(
        DASHBOARD_BUDGET[role],
      );
    },
    120_000,
  );
});
