/**
 * `npm run bench:web` (inside the emulators, after a production build): the public site's JavaScript in gzip KiB (what
 * a prerendered page loads before it is interactive, and what hydrating it takes; scripts/landing-bundle.ts), proved
 * free of Firestore and reactfire from the source maps, then Lighthouse (mobile, simulated throttling, Debian's
 * Chromium) BENCH_WEB_RUNS times (3 unless set) on every landing tab, /partners, /blog and the four signed-in dashboards
 * (BENCH_WEB_PAGES=/partners,/blog and BENCH_WEB_ROLES=admin pick some; BENCH_WEB_ROLES=none skips the dashboards),
 * printing the medians with LCP, TBT and CLS. Before each batch it prints the host's CPU index: the milliseconds a
 * fixed loop takes here (lower is faster), beside Lighthouse's own benchmark index (higher is faster). Exits 1 when a
 * budget is missed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { LANDING_TABS, landingTabPath } from '@academy/shared/landing-tabs';
import { compiledPart, languages } from './catalogs.mjs';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import firebaseJson from '../firebase.json' with { type: 'json' };
import { LANDING_BUDGET, landingBundle } from './landing-bundle';

const BASE = `http://${firebaseJson.emulators.hosting.host}:${firebaseJson.emulators.hosting.port}`;
const BUDGET = { landingScore: 99, dashboardScore: 90 };
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The host's CPU index: milliseconds for a fixed integer loop (40 million steps of a xorshift), the best of three, so
 * a batch's figures can be read against how busy the machine was (lower is faster).
 */
function cpuLoopMs(): number {
  let best = Number.POSITIVE_INFINITY;
  for (let round = 0; round < 3; round++) {
    const started = performance.now();
    let x = 2463534242;
    for (let i = 0; i < 40_000_000; i++) {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
    }
    if (x === 0) console.log('');
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

async function lighthouseRuns(port: number, url: string) {
  const loop = cpuLoopMs();
  const runs: { score: number; lcp: number; tbt: number; cls: number; cpu: number }[] = [];
  let lastLhr: { audits: Record<string, { details?: unknown } | undefined> } | undefined;
  for (let i = 0; i < RUNS; i++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // Keeps the signed-in session (IndexedDB) between runs; the landing page has none to keep.
      disableStorageReset: true,
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    lastLhr = lhr;
    runs.push({
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      tbt: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      // Lighthouse's own measure of this machine's CPU speed for the run. Its 4× slowdown assumes an index of about
      // 1,500 (a desktop); a slower host, or one a neighbour is sharing, makes every simulated phone slower still.
      cpu: lhr.environment?.benchmarkIndex ?? Number.NaN,
    });
  }
  if (process.env.BENCH_WEB_DETAIL) {
    // Where the main thread went in the last run: the scripts that kept it busiest, and by kind of work.
    const boot = (
      lastLhr?.audits['bootup-time']?.details as { items?: { url: string; total: number; scripting: number }[] }
    )?.items;
    for (const item of (boot ?? []).slice(0, 12))
      console.log(
        `    ${Math.round(item.total)} ms (${Math.round(item.scripting)} scripting) ${item.url.replace(BASE, '')}`,
      );
    const metrics = [
      'first-contentful-paint',
      'speed-index',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
      'interactive',
    ];
    console.log(
      `    ${metrics
        .map((id) => {
          const a = (lastLhr?.audits[id] ?? {}) as { displayValue?: string; score?: number | null };
          return `${id} ${a.displayValue ?? '?'} (score ${a.score ?? '?'})`;
        })
        .join('; ')}`,
    );
    const shifts = (
      lastLhr?.audits['layout-shifts']?.details as {
        items?: { score: number; node?: { selector?: string; snippet?: string } }[];
      }
    )?.items;
    for (const shift of (shifts ?? []).slice(0, 5))
      console.log(
        `    layout shift ${shift.score.toFixed(3)}: ${shift.node?.selector ?? '?'} ${shift.node?.snippet?.slice(0, 120) ?? ''}`,
      );
    const work = (
      lastLhr?.audits['mainthread-work-breakdown']?.details as { items?: { groupLabel: string; duration: number }[] }
    )?.items;
    console.log(`    ${(work ?? []).map((w) => `${w.groupLabel} ${Math.round(w.duration)} ms`).join('; ')}`);
    const long = (
      lastLhr?.audits['long-tasks']?.details as { items?: { url: string; duration: number; startTime: number }[] }
    )?.items;
    for (const t of (long ?? []).slice(0, 15))
      console.log(
        `    long task at ${Math.round(t.startTime)} ms: ${Math.round(t.duration)} ms ${t.url.replace(BASE, '')}`,
      );
  }
  return {
    runs,
    score: median(runs.map((r) => r.score)),
    lcp: median(runs.map((r) => r.lcp)),
    tbt: median(runs.map((r) => r.tbt)),
    cls: median(runs.map((r) => r.cls)),
    cpu: median(runs.map((r) => r.cpu)),
    loop,
  };
}

type Row = [label: string, budget: number, result: Awaited<ReturnType<typeof lighthouseRuns>>];

/** The four dashboards, each signed in with its demo account in a Chromium of its own (the session kept across runs). */
const DASHBOARDS = [
  { role: 'admin', email: 'admin@demo-academy.test' },
  { role: 'teacher', email: 'teacher@demo-academy.test' },
  { role: 'student', email: 'student@demo-academy.test' },
  { role: 'parent', email: 'parent@demo-academy.test' },
].filter((d) => !process.env.BENCH_WEB_ROLES || process.env.BENCH_WEB_ROLES.split(',').includes(d.role));

async function signIn(port: number, email: string, path: string) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = browser.contexts()[0] ?? (await browser.newContext());
  const page = await context.newPage();
  await page.goto(`${BASE}/login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill('Academy-demo-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${BASE}${path}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.close();
  await browser.close(); // disconnects; the Chromium launched below keeps running
}

async function launchChrome() {
  const userDataDir = mkdtempSync(join(tmpdir(), 'academy-bench-'));
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    userDataDir,
  });
  return {
    port: chrome.port,
    close: () => {
      chrome.kill();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

async function main() {
  let ok = true;
  const bundle = landingBundle();
  console.log(
    `\nLanding page JavaScript before interactive (${bundle.first.length} files): ${bundle.firstKiB.toFixed(1)} KiB gzip` +
      ` (budget ${LANDING_BUDGET.beforeInteractiveKiB}: ${bundle.firstKiB <= LANDING_BUDGET.beforeInteractiveKiB ? 'met' : 'MISSED'})`,
  );
  console.log(
    `  to hydrate, fetched at the first interaction, or when a list to load nears the view (${bundle.hydrate.length} files): ${bundle.hydrateKiB.toFixed(1)} KiB gzip` +
      ` (budget ${LANDING_BUDGET.hydrateKiB}: ${bundle.hydrateKiB <= LANDING_BUDGET.hydrateKiB ? 'met' : 'MISSED'})`,
  );
  if (bundle.offenders.length) {
    ok = false;
    console.log(
      `  Firestore, reactfire, charts or the calendar in the landing page's load:\n    ${bundle.offenders.join('\n    ')}`,
    );
  } else console.log('  holds no Firestore, reactfire, charts or calendar (checked against the source maps)');
  if (bundle.firstKiB > LANDING_BUDGET.beforeInteractiveKiB || bundle.hydrateKiB > LANDING_BUDGET.hydrateKiB)
    ok = false;
  // Before hydrating, the app also loads the reader's language's landing messages (web/src/lib/i18n.ts): the same JSON
  // the build's part chunk carries, measured here without rebuilding.
  for (const language of languages()) {
    const messages = await compiledPart(language, 'landing');
    const part =
      gzipSync(`export const messages=JSON.parse(${JSON.stringify(JSON.stringify(messages))});`).length / 1024;
    const total = bundle.hydrateKiB + part;
    console.log(
      `  to hydrate with ${language}'s landing messages (${part.toFixed(1)} KiB): ${total.toFixed(1)} KiB, ` +
        `${total <= LANDING_BUDGET.hydrateKiB ? 'met' : 'MISSED'}`,
    );
    if (total > LANDING_BUDGET.hydrateKiB) ok = false;
  }

  console.log(
    `\nLighthouse ${RUNS}× each (mobile, simulated throttling, ${process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'})`,
  );
  const report = ([label, budget, r]: Row) => {
    const met = r.score >= budget;
    if (!met) ok = false;
    console.log(
      `  ${label.padEnd(24)} median performance ${r.score} (budget ${budget}: ${met ? 'met' : 'MISSED'})` +
        `  LCP ${(r.lcp / 1000).toFixed(2)} s  TBT ${Math.round(r.tbt)} ms  CLS ${r.cls.toFixed(3)}` +
        `  [runs: ${r.runs.map((x) => x.score).join(', ')}]` +
        `  host CPU index: loop ${Math.round(r.loop)} ms, Lighthouse ${Math.round(r.cpu)}`,
    );
  };
  const userDataDir = mkdtempSync(join(tmpdir(), 'academy-bench-'));
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    userDataDir,
  });
  try {
    if (!process.env.BENCH_WEB_ADMIN_ONLY)
      for (const path of [...LANDING_TABS.map(landingTabPath), '/partners', '/blog'].filter(
        (p) => !process.env.BENCH_WEB_PAGES || process.env.BENCH_WEB_PAGES.split(',').includes(p),
      )) {
        const row: Row = [path, BUDGET.landingScore, await lighthouseRuns(chrome.port, `${BASE}${path}`)];
        report(row);
      }
  } finally {
    chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
  for (const { role, email } of DASHBOARDS) {
    const path = `/app/${role}`;
    const own = await launchChrome();
    try {
      await signIn(own.port, email, path);
      report([`${path} (signed in)`, BUDGET.dashboardScore, await lighthouseRuns(own.port, `${BASE}${path}`)]);
    } finally {
      own.close();
    }
  }
  console.log(ok ? '\nEvery budget met.' : '\nA budget was missed.');
  process.exit(ok ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
