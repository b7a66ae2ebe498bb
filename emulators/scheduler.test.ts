import { afterEach, describe, expect, it } from 'vitest';
import { JOBS } from '../functions/src/schedules';
import { type Schedules, startSchedules } from './scheduler';

describe('the local scheduler', () => {
  let running: Schedules | undefined;
  afterEach(() => running?.stop());

  it('fires a job at its time, with what it did in the log', async () => {
    const lines: string[] = [];
    let runs = 0;
    // Every second (croner's six-field form): a short schedule, so the test sees it fire without waiting minutes.
    running = startSchedules(
      {
        tick: {
          schedule: '* * * * * *',
          timeZone: 'Europe/London',
          run: () => Promise.resolve(`run ${++runs}`),
        },
      },
      (line) => lines.push(line),
    );
    await expect.poll(() => lines.length, { timeout: 3000, interval: 100 }).toBeGreaterThan(0);
    expect(lines[0]).toMatch(/^\[schedule\] tick: run 1 \(\d+ ms\)$/);
  });

  it('logs a job that fails, and keeps its schedule', async () => {
    const lines: string[] = [];
    running = startSchedules(
      { broken: { schedule: '* * * * * *', timeZone: 'UTC', run: () => Promise.reject(new Error('no database')) } },
      (line) => lines.push(line),
    );
    await expect.poll(() => lines.length, { timeout: 3000, interval: 100 }).toBeGreaterThan(0);
    expect(lines[0]).toBe('[schedule] broken failed: no database');
    expect(running.next().broken).toBeInstanceOf(Date);
  });

  it('reads every production schedule as it is written, in its time zone', () => {
    running = startSchedules(JOBS, () => undefined);
    const next = running.next();
    expect(Object.keys(next).sort()).toEqual(
      [
        'assignmentSchedule',
        'feeReminderSchedule',
        'lateFeeSchedule',
        'publishScheduledPosts',
        'removeExpiredExports',
        'eraseLeavers',
        'tellHeldMessages',
        'publishDueReports',
      ].sort(),
    );
    // Every five minutes: the next run is on a multiple of five minutes, within five minutes.
    const posts = next.publishScheduledPosts!;
    expect(posts.getUTCMinutes() % 5).toBe(0);
    expect(posts.getTime() - Date.now()).toBeLessThanOrEqual(5 * 60_000);
  });
});
