/**
 * What `npm start` keeps between runs: the emulators' data (Auth, Firestore, Storage) in `.emulator-data/`, git-ignored.
 * It is loaded on the next start instead of the demo data, saved at a regular interval and on a clean stop, each
 * time whole into a folder beside it that then takes its place, so a crash mid-save leaves the last save as it was.
 * `npm start -- --fresh` sets the kept data aside (renamed, never deleted) and starts from the demo data alone.
 * `npm test` never reads or writes it. `ACADEMY_DATA_DIR` keeps it in another folder instead (the restart test's own).
 */
import { existsSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** How often a running `npm start` saves: a crash loses at most this much. */
export const SAVE_EVERY_MS = 5 * 60_000;

/** `.emulator-data/` in the repository, or the folder `ACADEMY_DATA_DIR` names (relative to the repository). */
export function keptDataDir(root: string, env: NodeJS.ProcessEnv = process.env): string {
  return env.ACADEMY_DATA_DIR ? resolve(root, env.ACADEMY_DATA_DIR) : join(root, '.emulator-data');
}

/** Whether a save is there to load (firebase-tools writes this file last into an export). */
export const hasKeptData = (dir: string) => existsSync(join(dir, 'firebase-export-metadata.json'));

/** Moves the kept data out of the way, under a name with the time, and answers where it went. */
export function setAside(dir: string, now = new Date()): string {
  const aside = `${dir}.set-aside-${now.toISOString().replace(/[:.]/g, '-')}`;
  renameSync(dir, aside);
  return aside;
}

/**
 * Asks the emulator hub to export everything into a new folder, then puts it in the kept folder's place. Answers how
 * long it took.
 */
export async function saveKeptData(dir: string, hub: string): Promise<number> {
  const started = Date.now();
  const saving = `${dir}.saving`;
  const previous = `${dir}.previous`;
  rmSync(saving, { recursive: true, force: true });
  const res = await fetch(`http://${hub}/_admin/export`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path: saving, initiatedBy: 'academy-launcher' }),
  });
  if (!res.ok) throw new Error(`the emulators answered ${res.status}: ${await res.text()}`);
  rmSync(previous, { recursive: true, force: true });
  if (existsSync(dir)) renameSync(dir, previous);
  renameSync(saving, dir);
  rmSync(previous, { recursive: true, force: true });
  return Date.now() - started;
}
