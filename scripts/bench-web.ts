/**
 * `npm run bench:web` (inside the emulators, after a production build): the landing page's initial JavaScript in gzip
 * KiB, proved free of Firestore and reactfire from the source maps, then Lighthouse (mobile, simulated throttling,
 * Debian's Chromium) three times each on /?tab=Home and a signed-in dashboard, printing the medians with LCP and TBT.
 * Exits 1 when a budget is missed.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { compiledPart, languages } from './catalogs.mjs';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import firebaseJson from '../firebase.json' with { type: 'json' };

const DIST = join(import.meta.dirname, '..', 'web', 'dist');
const BASE = `http://${firebaseJson.emulators.hosting.host}:${firebaseJson.emulators.hosting.port}`;
const BUDGET = { landingKiB: 200, landingScore: 90, dashboardScore: 80 };
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const FORBIDDEN = [
  /node_modules\/reactfire\//,
  /node_modules\/@firebase\/firestore\//,
  /node_modules\/firebase\/firestore\//,
  // The charts and the calendar load with the screens that use them, never with the landing page.
  /node_modules\/recharts\//,
  /node_modules\/@fullcalendar\//,
];
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function landingBundle() {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1] as string);
  let bytes = 0;
  const offenders: string[] = [];
  for (const file of files) {
    bytes += gzipSync(readFileSync(join(DIST, file))).length;
    const map = join(DIST, `${file}.map`);
    // The bundler's tiny runtime chunk has no source map; every chunk with modules in it has one.
    const sources = existsSync(map) ? (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources : [];
    for (const s of sources) if (FORBIDDEN.some((f) => f.test(s))) offenders.push(`${file}: ${s}`);
  }
  return { files, kib: bytes / 1024, offenders };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

async function lighthouseRuns(port: number, url: string) {
  const runs: { score: number; lcp: number; tbt: number; cpu: number }[] = [];
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
    cpu: median(runs.map((r) => r.cpu)),
  };
}

async function signInAdmin(port: number) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = browser.contexts()[0] ?? (await browser.newContext());
  const page = await context.newPage();
  await page.goto(`${BASE}/login`);
  await page.getByLabel('E-mail').fill('admin@demo-academy.test');
  await page.getByLabel('Password').fill('Academy-demo-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${BASE}/app/admin`);
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  await page.close();
  await browser.close(); // disconnects; the Chromium launched below keeps running
}

async function main() {
  let ok = true;
  const bundle = landingBundle();
  console.log(`\nLanding page initial JavaScript (${bundle.files.length} files): ${bundle.kib.toFixed(1)} KiB gzip`);
  console.log(`  budget ${BUDGET.landingKiB} KiB: ${bundle.kib <= BUDGET.landingKiB ? 'met' : 'MISSED'}`);
  if (bundle.offenders.length) {
    ok = false;
    console.log(
      `  Firestore, reactfire, charts or the calendar in the landing page's first load:\n    ${bundle.offenders.join('\n    ')}`,
    );
  } else console.log('  holds no Firestore, reactfire, charts or calendar (checked against the source maps)');
  if (bundle.kib > BUDGET.landingKiB) ok = false;
  // Before the first render the page also loads the reader's language's landing messages (web/src/lib/i18n.ts): the
  // same JSON the build's part chunk carries, measured here without rebuilding.
  for (const language of languages()) {
    const messages = await compiledPart(language, 'landing');
    const part =
      gzipSync(`export const messages=JSON.parse(${JSON.stringify(JSON.stringify(messages))});`).length / 1024;
    const total = bundle.kib + part;
    console.log(
      `  with ${language}'s landing messages (${part.toFixed(1)} KiB): ${total.toFixed(1)} KiB, ` +
        `${total <= BUDGET.landingKiB ? 'met' : 'MISSED'}`,
    );
    if (total > BUDGET.landingKiB) ok = false;
  }

  const userDataDir = mkdtempSync(join(tmpdir(), 'academy-bench-'));
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    userDataDir,
  });
  try {
    console.log(
      `\nLighthouse ${RUNS}× each (mobile, simulated throttling, ${process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'})`,
    );
    const rows: [string, number, Awaited<ReturnType<typeof lighthouseRuns>>][] = [];
    if (!process.env.BENCH_WEB_ADMIN_ONLY)
      rows.push(['/?tab=Home', BUDGET.landingScore, await lighthouseRuns(chrome.port, `${BASE}/?tab=Home`)]);
    await signInAdmin(chrome.port);
    rows.push([
      '/app/admin (signed in)',
      BUDGET.dashboardScore,
      await lighthouseRuns(chrome.port, `${BASE}/app/admin`),
    ]);
    for (const [label, budget, r] of rows) {
      const met = r.score >= budget;
      if (!met) ok = false;
      console.log(
        `  ${label.padEnd(24)} median performance ${r.score} (budget ${budget}: ${met ? 'met' : 'MISSED'})` +
          `  LCP ${(r.lcp / 1000).toFixed(2)} s  TBT ${Math.round(r.tbt)} ms` +
          `  [runs: ${r.runs.map((x) => x.score).join(', ')}]  host CPU index ${Math.round(r.cpu)}`,
      );
    }
  } finally {
    chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
  console.log(ok ? '\nEvery budget met.' : '\nA budget was missed.');
  process.exit(ok ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
