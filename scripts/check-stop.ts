/**
 * `npm test`'s last stage: a stalled run stopped with SIGTERM leaves nothing behind. Starts the emulators around a
 * command that never ends, sends the launcher SIGTERM once they are up, and fails unless every process of the tree it
 * had (the Firestore emulator's java included) is gone, no emulator port is held, and nothing the run started still
 * holds its output, each within 30 s.
 */
import { spawn } from 'node:child_process';
import { createConnection } from 'node:net';
import { join } from 'node:path';
import firebaseJson from '../firebase.json' with { type: 'json' };
import { isAlive, processTree } from '../emulators/process-tree';

const ROOT = join(import.meta.dirname, '..');
const READY = 'Demo data loaded';
const ports = Object.values(firebaseJson.emulators).flatMap((e) =>
  typeof e === 'object' && 'port' in e ? [{ host: e.host, port: e.port }] : [],
);

function portHeld({ host, port }: { host: string; port: number }): Promise<boolean> {
  return new Promise((done) => {
    const socket = createConnection({ host, port })
      .once('connect', () => {
        socket.destroy();
        done(true);
      })
      .once('error', () => done(false));
  });
}

async function until(what: string, ms: number, check: () => boolean | Promise<boolean>) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} within ${ms / 1000} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

const launcher = spawn(
  join(ROOT, 'node_modules', '.bin', 'tsx'),
  ['emulators/launch.ts', 'exec', '--no-build', '--', 'sleep', '3600'],
  { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
);
let output = '';
// Every process of the run inherits these pipes; they close only when the last one holding them is gone, which finds
// a process that left the tree (orphaned by its parent's end) as well as one in it.
let pipesOpen = 2;
for (const stream of [launcher.stdout, launcher.stderr]) {
  stream.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8192)));
  stream.once('close', () => pipesOpen--);
}

try {
  await until('the emulators were not up', 240_000, () => output.includes(READY));
  const tree = processTree([launcher.pid as number]);
  const started = Date.now();
  launcher.kill('SIGTERM');
  await until('processes were left running', 30_000, () => !tree.some(isAlive));
  await until('an emulator port was still held', 30_000, async () => {
    const held = await Promise.all(ports.map(portHeld));
    return !held.includes(true);
  });
  await until('a process started by the run was still running outside its tree', 30_000, () => pipesOpen === 0);
  console.log(
    `stop: SIGTERM ended all ${tree.length} processes of the run and freed ${ports.length} ports in ` +
      `${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
} catch (error) {
  console.error(`✖ stop: ${error instanceof Error ? error.message : String(error)}\n${output}`);
  for (const pid of processTree([launcher.pid as number])) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  process.exitCode = 1;
}
// A process left holding the pipes would keep this script waiting on them; it has been reported above.
process.exit();
