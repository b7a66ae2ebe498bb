/**
 * `npm run bench:first-visit` (inside the emulators, after a production build): where a first visit's time goes. For
 * each role, a fresh browser (nothing cached, no session) signs in by pointer on /login with the CPU slowed 4×, and the
 * time is taken from the click on *Sign in* to the page settled: its heading shown and nothing on it still loading (no
 * panel `aria-busy`, no loader). Beside it, the parent's child's page and the teacher's register, opened from the
 * settled dashboard. Every request of the visit is kept with its start and end, grouped (the sign-in's own calls, the
 * API, Firestore's channel, the app's scripts), so the waterfall says what waited on what.
 *
 * The first batch's first visit meets a function that has not run since the emulators started (a cold start); it is
 * printed apart. The host's CPU index (a fixed loop, see `cpuIndex`) is printed beside each batch: the machine is
 * shared, and a busy host makes every figure slower. Times are medians, never asserted.
 *
 *   BENCH_VISIT_RUNS=5  visits per role (default 5)
 *   BENCH_VISIT_CPU=4   CPU slowdown (default 4; 1 for none)
 *   BENCH_VISIT_DETAIL=1 also lists every request of the median visit, in order
 *   BENCH_VISIT_TRACE=1 also writes a Chrome trace of one visit per role to test-results/first-visit/
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, chromium, type Page, type Request } from '@playwright/test';
import firebaseJson from '../firebase.json' with { type: 'json' };
import { DEMO_PASSWORD } from '../emulators/demo-data';

const BASE = `http://${firebaseJson.emulators.hosting.host}:${firebaseJson.emulators.hosting.port}`;
const RUNS = Number(process.env.BENCH_VISIT_RUNS ?? 5);
const CPU = Number(process.env.BENCH_VISIT_CPU ?? 4);
const TRACES = join(import.meta.dirname, '..', 'test-results', 'first-visit');
/** The targets the figures are read against (issue of speed on a cheap phone): seconds, medians. */
const TARGET = { dashboard: 2.5, child: 2, register: 1.5 };

interface Visit {
  role: string;
  email: string;
  home: string;
  /** The browser's clock, when the visit needs a day other than today (it runs on from there). */
  clock?: () => Date;
  /** After the dashboard settles: a second page opened by pointer, its target, and the time it took (null: none today). */
  then?: { label: string; target: number; open: (page: Page) => Promise<number | null> };
}

/** The teacher opens one of today's registers from Attendance, timed from the click to the register settled. */
const register: Visit['then'] = {
  label: 'the register',
  target: TARGET.register,
  async open(page) {
    await openSection(page, 'Attendance', '/app/teacher/attendance');
    const take = page.getByRole('button', { name: /^(Take|Open) register$/ }).first();
    // Registers are today's: a weekend or a holiday has none to open. The screen says which once its reads answer (the
    // page may look settled a moment before, while the screen's code loads).
    const none = page.getByText(/there are no registers to take|You have no registers today/);
    await take.or(none).first().waitFor({ timeout: 60_000 });
    if (!(await take.isVisible())) return null;
    const start = performance.now();
    await take.click();
    await page.getByRole('button', { name: 'All present' }).waitFor();
    await settled(page);
    return performance.now() - start;
  },
};

/** The demo school's time zone and teaching days (Monday to Friday). */
const DEMO_TIME_ZONE = 'Europe/London';
const TEACHING_DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];

/**
 * 09:00 in the demo school on the most recent teaching day (today, if it is one): the browser's clock for a visit that
 * needs a school day, so the register is timed on a weekend too. Only the browser's clock moves; the emulators keep
 * today's.
 */
function lastSchoolDayMorning(now = new Date()): Date {
  for (let back = 0; back < 7; back++) {
    const day = new Date(now.getTime() - back * 86_400_000);
    const weekday = day.toLocaleDateString('en-GB', { timeZone: DEMO_TIME_ZONE, weekday: 'short' });
    if (!TEACHING_DAYS.includes(weekday)) continue;
    const date = day.toLocaleDateString('en-CA', { timeZone: DEMO_TIME_ZONE }); // YYYY-MM-DD
    // 09:00 UTC is 09:00 or 10:00 in London: within the school day either way.
    return new Date(`${date}T09:00:00Z`);
  }
  return now;
}

const VISITS: Visit[] = [
  { role: 'Admin', email: 'admin@demo-academy.test', home: '/app/admin' },
  { role: 'Teacher', email: 'teacher@demo-academy.test', home: '/app/teacher', then: register },
  { role: 'Student', email: 'student@demo-academy.test', home: '/app/student' },
  {
    role: 'Parent',
    email: 'parent@demo-academy.test',
    home: '/app/parent',
    then: {
      label: "a child's page",
      target: TARGET.child,
      async open(page) {
        const start = performance.now();
        await page
          .getByRole('link', { name: /^Everything about / })
          .first()
          .click();
        await page.waitForURL(/\/app\/parent\/students\//);
        await settled(page);
        return performance.now() - start;
      },
    },
  },
  // The register on a school day, whatever day the bench runs: the browser's clock is set to the last teaching day.
  {
    role: 'Teacher on a school day',
    email: 'teacher@demo-academy.test',
    home: '/app/teacher',
    clock: lastSchoolDayMorning,
    then: register,
  },
];

/** What kind of request it is: the part of the visit it belongs to. */
function kindOf(url: string): string {
  if (url.includes('identitytoolkit')) return 'sign-in (Auth)';
  if (url.includes('securetoken')) return 'token (Auth)';
  if (url.includes('google.firestore.v1.Firestore/Listen')) return 'Firestore listen';
  if (url.includes('google.firestore.v1.Firestore/Write')) return 'Firestore write';
  if (url.includes('google.firestore.v1.Firestore')) return 'Firestore other';
  const path = url.startsWith(BASE) ? url.slice(BASE.length) : url;
  if (path.startsWith('/api/')) return `API ${path.split('?')[0]}`;
  if (path.startsWith('/assets/') && path.endsWith('.js')) return 'script';
  if (path.startsWith('/assets/')) return 'asset';
  return 'page';
}

interface Timed {
  kind: string;
  url: string;
  start: number;
  end: number;
}

/** Requests of the page from now on, with their start and end in ms after `zero()` (the click). */
function watchRequests(page: Page, zero: () => number) {
  const started = new Map<Request, number>();
  const done: Timed[] = [];
  page.on('request', (r) => started.set(r, performance.now()));
  const finish = (r: Request) => {
    const start = started.get(r);
    if (start === undefined) return;
    done.push({ kind: kindOf(r.url()), url: r.url(), start: start - zero(), end: performance.now() - zero() });
  };
  page.on('requestfinished', finish);
  page.on('requestfailed', finish);
  return {
    done,
    /** Requests still open (Firestore's long-poll channel): shown with no end. */
    open: () =>
      [...started]
        .filter(([r]) => !done.some((d) => d.url === r.url() && d.start === (started.get(r) ?? 0) - zero()))
        .map(([r, s]) => ({ kind: kindOf(r.url()), url: r.url(), start: s - zero(), end: Number.NaN })),
  };
}

/** The page has settled: a heading, and nothing on it still loading. */
async function settled(page: Page, timeout = 60_000) {
  // A string: it runs in the page, which this script's types (Node's) do not describe.
  await page.waitForFunction(
    `!!document.querySelector('h1') && !document.querySelector('[aria-busy="true"]') &&
      !document.querySelector('[role="status"][aria-label="Loading"]')`,
    undefined,
    { timeout, polling: 50 },
  );
}

/** Opens a section from the menu, as a person would (the phone's menu first, when the sidebar is hidden). */
async function openSection(page: Page, name: string, path: string) {
  const link = page.getByRole('link', { name, exact: true }).first();
  if (!(await link.isVisible())) {
    await page.getByRole('button', { name: /menu/i }).first().click();
  }
  await link.click();
  await page.waitForURL(`${BASE}${path}`);
  await settled(page);
}

/** A fixed piece of work timed on this host: operations per millisecond (higher is faster). */
function cpuIndex(): number {
  const start = performance.now();
  let x = 0;
  for (let i = 0; i < 30_000_000; i++) x = (x + i * 7) % 1_000_003;
  const ms = performance.now() - start;
  if (x < 0) console.log(x);
  return Math.round(30_000_000 / ms / 1000);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
const s = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : '—');

interface Result {
  total: number;
  then: number;
  requests: Timed[];
  marks: Record<string, number>;
}

async function visitOnce(browser: Browser, visit: Visit, trace: boolean): Promise<Result> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  if (visit.clock) await context.clock.install({ time: visit.clock() });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (CPU > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  let t0 = performance.now();
  const requests = watchRequests(page, () => t0);
  await page.goto(`${BASE}/login`);
  await page.getByLabel('E-mail').fill(visit.email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  if (trace) await browser.startTracing(page, { screenshots: true });
  const marks: Record<string, number> = {};
  const seen = (name: string) => () => (marks[name] ??= performance.now() - t0);
  t0 = performance.now();
  requests.done.length = 0;
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${BASE}${visit.home}`, { timeout: 60_000 }).then(seen('at the address'));
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 }).then(seen('heading shown'));
  await settled(page);
  const total = performance.now() - t0;
  const then = visit.then ? ((await visit.then.open(page)) ?? Number.NaN) : Number.NaN;
  if (trace) {
    mkdirSync(TRACES, { recursive: true });
    const bytes = await browser.stopTracing();
    writeFileSync(join(TRACES, `${visit.role.toLowerCase().replaceAll(' ', '-')}.json`), bytes);
  }
  const all = [...requests.done, ...requests.open()].filter((r) => r.start >= 0 && r.start <= total);
  await context.close();
  return { total, then, requests: all, marks };
}

/** The visit's requests by kind: how many, when the first began and the last ended, after the click. */
function waterfall(r: Result) {
  const kinds = new Map<string, { n: number; first: number; last: number }>();
  for (const q of r.requests) {
    const k = kinds.get(q.kind) ?? { n: 0, first: Number.POSITIVE_INFINITY, last: 0 };
    k.n++;
    k.first = Math.min(k.first, q.start);
    if (Number.isFinite(q.end)) k.last = Math.max(k.last, q.end);
    kinds.set(q.kind, k);
  }
  return [...kinds].sort((a, b) => a[1].first - b[1].first);
}

async function main() {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  const trace = !!process.env.BENCH_VISIT_TRACE;
  // The demo seed's writes start triggers in the Functions emulator (a family's guardians, each class's reach) that run
  // for a while after the seed returns: a visit measured during them measures them.
  await new Promise((resolve) => setTimeout(resolve, Number(process.env.BENCH_VISIT_SETTLE_MS ?? 30_000)));
  console.log(`\nFirst visits: ${RUNS} per role, CPU slowed ${CPU}×, a fresh browser each, ${BASE}`);
  try {
    let cold = true;
    for (const visit of VISITS) {
      const index = cpuIndex();
      const results: Result[] = [];
      for (let i = 0; i < RUNS; i++) {
        const result = await visitOnce(browser, visit, trace && i === RUNS - 1);
        if (cold) {
          console.log(`  cold: the first visit since the emulators started (Admin): ${s(result.total)}`);
          cold = false;
          i--;
          continue;
        }
        results.push(result);
      }
      const total = median(results.map((r) => r.total));
      const mid = results.find((r) => r.total === total)!;
      console.log(
        `\n${visit.role}: sign-in to a settled dashboard, median ${s(total)} (target ${TARGET.dashboard} s: ` +
          `${total / 1000 <= TARGET.dashboard ? 'met' : 'missed'})  [runs: ${results.map((r) => (r.total / 1000).toFixed(2)).join(', ')}]` +
          `  host CPU index ${index}`,
      );
      if (visit.clock) console.log(`  the browser's clock set to ${visit.clock().toISOString()}, running from there`);
      if (visit.then && results.every((r) => Number.isNaN(r.then)))
        console.log(`  then ${visit.then.label}: none to open today (a weekend or a holiday)`);
      else if (visit.then) {
        const then = median(results.map((r) => r.then).filter((t) => !Number.isNaN(t)));
        console.log(
          `  then ${visit.then.label}: median ${s(then)} (target ${visit.then.target} s: ` +
            `${then / 1000 <= visit.then.target ? 'met' : 'missed'})  [runs: ${results.map((r) => (r.then / 1000).toFixed(2)).join(', ')}]`,
        );
      }
      console.log(
        `  the median visit, from the click: ${Object.entries(mid.marks)
          .map(([k, v]) => `${k} ${s(v)}`)
          .join(', ')}, settled ${s(mid.total)}`,
      );
      if (process.env.BENCH_VISIT_DETAIL)
        for (const q of [...mid.requests].sort((a, b) => a.start - b.start))
          console.log(
            `      ${s(q.start)} → ${Number.isFinite(q.end) ? s(q.end) : 'open'}  ${q.kind.padEnd(18)} ${q.url.replace(BASE, '').slice(0, 90)}`,
          );
      for (const [kind, k] of waterfall(mid))
        console.log(
          `    ${kind.padEnd(34)} ${String(k.n).padStart(3)}× from ${s(k.first)} to ${k.last ? s(k.last) : 'open'}`,
        );
    }
  } finally {
    await browser.close();
  }
  if (trace) console.log(`\nTraces (open in chrome://tracing or Perfetto): ${TRACES}`);
}

await main();
