/**
 * Where a dashboard's layout shift and blocking time come from, in Chromium at Lighthouse's phone size (412 × 823) with
 * the CPU slowed 4×: each role signs in, then loads its dashboard afresh (the session kept, as `bench:web` does), and
 * this prints every layout shift with the elements that moved and by how much, every task over 50 ms, and each panel's
 * height while it loaded and once loaded. `DASHBOARD_LAYOUT_ROLES=parent,student` picks roles;
 * `DASHBOARD_LAYOUT_RUNS` (1) loads each more than once. Run inside the emulators (`emulators/launch.ts exec`).
 */
import type { Page } from '@playwright/test';
import { BENCH_BASE, launchBenchChromium } from './screen-reads';

const ROLES = (process.env.DASHBOARD_LAYOUT_ROLES ?? 'admin,teacher,student,parent').split(',');
const RUNS = Number(process.env.DASHBOARD_LAYOUT_RUNS ?? 1);
const CPU = Number(process.env.DASHBOARD_LAYOUT_CPU ?? 4);
const PROFILE = !!process.env.DASHBOARD_LAYOUT_PROFILE;

interface Profile {
  nodes: {
    id: number;
    parent?: number;
    children?: number[];
    callFrame: { functionName: string; url: string; lineNumber: number };
  }[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
}

/**
 * The CPU profile's busy stretches over 50 ms (the main thread never idle between samples), each with the functions
 * that spent the most time in it, by their own time and by the time under them (the script's frames only).
 */
function printBusyRuns(profile: Profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const label = (id: number) => {
    const f = byId.get(id)?.callFrame;
    return f ? `${f.functionName || '(anonymous)'} ${f.url.replace(/^.*\//, '')}:${f.lineNumber}` : '?';
  };
  let t = 0;
  interface Run {
    start: number;
    end: number;
    ids: number[];
    dts: number[];
  }
  let run: Run | null = null as Run | null;
  const runs: Run[] = [];
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] ?? 0;
    t += dt;
    const name = byId.get(id)?.callFrame.functionName;
    const idle = name === '(idle)' || name === '(program)';
    if (idle) {
      if (run) runs.push(run);
      run = null;
    } else {
      run ??= { start: t, end: t, ids: [], dts: [] };
      run.end = t;
      run.ids.push(id);
      run.dts.push(profile.timeDeltas[i + 1] ?? dt);
    }
  });
  for (const r of runs.filter((x) => x.end - x.start > 50_000)) {
    const self = new Map<string, number>();
    const total = new Map<string, number>();
    r.ids.forEach((id, i) => {
      const dt = r.dts[i] ?? 0;
      self.set(label(id), (self.get(label(id)) ?? 0) + dt);
      const seen = new Set<string>();
      for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) {
        const l = label(n);
        if (seen.has(l) || !byId.get(n)?.callFrame.url) continue;
        seen.add(l);
        total.set(l, (total.get(l) ?? 0) + dt);
      }
    });
    const top = (m: Map<string, number>, k: number) =>
      [...m]
        .sort((a, b) => b[1] - a[1])
        .slice(0, k)
        .map(([l, us]) => `${Math.round(us / 1000)} ms ${l}`);
    console.log(`  busy ${Math.round((r.end - r.start) / 1000)} ms at ${Math.round(r.start / 1000)} ms`);
    console.log(`    own: ${top(self, 6).join(' | ')}`);
    console.log(`    under: ${top(total, 10).join(' | ')}`);
  }
}

/** Runs in the page before its scripts: records shifts, long tasks and each panel's heights as it changes. */
const OBSERVE = `
window.__layout = { shifts: [], long: [], heights: {} };
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    if (e.hadRecentInput) continue;
    window.__layout.shifts.push({
      at: Math.round(e.startTime),
      value: e.value,
      sources: (e.sources || []).map((s) => {
        const n = s.node;
        const el = n && n.nodeType === 1 ? n : n && n.parentElement;
        const panel = el && el.closest('[data-testid^="panel-"], section[aria-label]');
        const name = panel ? (panel.getAttribute('data-testid') || 'section ' + panel.getAttribute('aria-label')) : '';
        const what = el ? el.tagName.toLowerCase() + (el.getAttribute('data-testid') ? '[' + el.getAttribute('data-testid') + ']' : '') : '?';
        return what + ' in ' + (name || '-') + ' y ' + Math.round(s.previousRect.y) + '→' + Math.round(s.currentRect.y) + ' h ' + Math.round(s.previousRect.height) + '→' + Math.round(s.currentRect.height);
      }),
    });
  }
}).observe({ type: 'layout-shift', buffered: true });
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) window.__layout.long.push([Math.round(e.startTime), Math.round(e.duration)]);
}).observe({ type: 'longtask', buffered: true });
const measure = () => {
  for (const p of document.querySelectorAll('[data-testid^="panel-"], main section[aria-label]')) {
    const key = p.getAttribute('data-testid') || 'section ' + p.getAttribute('aria-label');
    const h = Math.round(p.getBoundingClientRect().height);
    const list = (window.__layout.heights[key] ||= []);
    if (list[list.length - 1] !== h) list.push(h);
  }
  requestAnimationFrame(measure);
};
requestAnimationFrame(measure);
`;

async function settled(page: Page) {
  await page.waitForFunction(
    `!!document.querySelector('h1') && !document.querySelector('[aria-busy="true"]') &&
      !document.querySelector('[role="status"][aria-label^="Loading"]')`,
    undefined,
    { timeout: 60_000, polling: 100 },
  );
}

async function main() {
  const browser = await launchBenchChromium();
  try {
    for (const role of ROLES) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const page = await context.newPage();
      await page.goto(`${BENCH_BASE}/login`);
      await page.getByLabel('E-mail').fill(`${role}@demo-academy.test`);
      await page.getByLabel('Password').fill('Academy-demo-1');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(`${BENCH_BASE}/app/${role}`);
      await settled(page);
      await context.addInitScript({ content: OBSERVE });
      for (let run = 0; run < RUNS; run++) {
        const fresh = await context.newPage();
        const cdp = await context.newCDPSession(fresh);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
        if (PROFILE) {
          await cdp.send('Profiler.enable');
          await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
          await cdp.send('Profiler.start');
        }
        await fresh.goto(`${BENCH_BASE}/app/${role}`);
        await settled(fresh);
        await fresh.waitForTimeout(1_500);
        if (PROFILE) printBusyRuns(((await cdp.send('Profiler.stop')) as { profile: Profile }).profile);
        const seen = (await fresh.evaluate('window.__layout')) as {
          shifts: { at: number; value: number; sources: string[] }[];
          long: [number, number][];
          heights: Record<string, number[]>;
        };
        const cls = seen.shifts.reduce((sum, s) => sum + s.value, 0);
        const tbt = seen.long.reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
        console.log(`\n${role} (run ${run + 1}): shift ${cls.toFixed(3)}, blocking ${tbt} ms over 50 ms`);
        for (const s of seen.shifts)
          console.log(`  shift ${s.value.toFixed(3)} at ${s.at} ms: ${s.sources.join('; ')}`);
        console.log(`  long tasks: ${seen.long.map(([at, d]) => `${d} ms at ${at}`).join(', ')}`);
        for (const [key, hs] of Object.entries(seen.heights)) console.log(`  ${key}: ${hs.join(' → ')}`);
        await fresh.close();
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
