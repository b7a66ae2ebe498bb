/**
 * The emulators never fire scheduled functions, so `npm start` and `npm run dev` run this beside them: every job of
 * functions/src/schedules.ts on its own schedule and in its time zone, through the same `run` production's schedule
 * calls, each run logged with what it did. A run still going when its next time comes is not started twice.
 *   (started by emulators/launch.ts; `npm run job -- <name>` runs one job now)
 */
import { Cron } from 'croner';
import type { ScheduledJob } from '../functions/src/schedules';

export interface Schedules {
  stop(): void;
  /** When each job runs next. */
  next(): Record<string, Date | null>;
}

export function startSchedules(
  jobs: Record<string, Pick<ScheduledJob, 'schedule' | 'timeZone' | 'run'>>,
  log: (line: string) => void = (line) => console.log(line),
): Schedules {
  const crons = Object.entries(jobs).map(
    ([name, job]) =>
      [
        name,
        new Cron(job.schedule, { timezone: job.timeZone, protect: true, name }, async () => {
          const started = Date.now();
          try {
            const said = await job.run(started);
            log(`[schedule] ${name}: ${said} (${Date.now() - started} ms)`);
          } catch (error) {
            log(`[schedule] ${name} failed: ${error instanceof Error ? error.message : String(error)}`);
          }
        }),
      ] as const,
  );
  return {
    stop: () => crons.forEach(([, c]) => c.stop()),
    next: () => Object.fromEntries(crons.map(([name, c]) => [name, c.nextRun()])),
  };
}

// Run by the launcher: the real jobs, against the emulators named in the environment.
if (import.meta.url === `file://${process.argv[1]}`) {
  if (!process.env.FIRESTORE_EMULATOR_HOST)
    throw new Error('FIRESTORE_EMULATOR_HOST is not set: the launcher runs this.');
  const { JOBS } = await import('../functions/src/schedules');
  const schedules = startSchedules(JOBS);
  for (const [name, at] of Object.entries(schedules.next()))
    console.log(
      `[schedule] ${name} (${JOBS[name as keyof typeof JOBS].schedule}, ${JOBS[name as keyof typeof JOBS].timeZone}) next at ${at?.toISOString() ?? 'never'}`,
    );
  const stop = () => {
    schedules.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
