/**
 * Each dashboard's reads on opening stay within their budget: the demo school (seeded before the tests, a small school)
 * opened as each role in Chromium and counted the way `npm run bench:dashboards` counts: every query and document the
 * page is sent, the user's and the school's records included, the bell and the message inbox every page reads apart
 * (earlier tests send the demo members notifications). Counts, never times: a slow machine cannot fail it, a panel
 * that reads more can.
 */
import { chromium, type Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import firebaseJson from '../../firebase.json' with { type: 'json' };
import { DASHBOARD_BUDGET, dashboardReadsInChromium, DEMO_DASHBOARDS } from '../../scripts/dashboard-reads';

const BASE = `http://${firebaseJson.emulators.hosting.host}:${firebaseJson.emulators.hosting.port}`;

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
      const what = counted.targets.map((t) => `${t.collection}×${t.documents}`).join(', ');
      expect(counted.dashboard, `${role}: ${what}; ${counted.aggregations} counts or sums`).toBeLessThanOrEqual(
        DASHBOARD_BUDGET[role],
      );
    },
    120_000,
  );
});
