/**
 * Every process the launcher starts, and everything those start, is stopped when the launcher stops: on Ctrl-C, on
 * SIGTERM or SIGHUP, when a run goes over its time limit, and when the launcher fails.
 *
 * Killing the direct children is not enough: firebase-tools starts the Firestore emulator (java) in a process group of
 * its own, so a firebase-tools that dies first leaves java holding port 8080. The whole tree is therefore listed while
 * it is still whole, asked to stop, and whatever is left after a grace period is killed.
 */
import { type ChildProcess, execFileSync, spawn, type SpawnOptions } from 'node:child_process';

const children = new Set<ChildProcess>();
let stopping: Promise<void> | undefined;

/** pid → parent pid, for every process on the machine (ps is POSIX; /proc is Linux only). */
function processTable(): Map<number, number> {
  const table = new Map<number, number>();
  let listing: string;
  try {
    listing = execFileSync('ps', ['-A', '-o', 'pid=,ppid='], { encoding: 'utf8' });
  } catch {
    return table;
  }
  for (const line of listing.split('\n')) {
    const [pid, ppid] = line.trim().split(/\s+/).map(Number);
    if (pid && ppid !== undefined && !Number.isNaN(ppid)) table.set(pid, ppid);
  }
  return table;
}

/** The given processes and all their descendants, parents first. */
export function processTree(roots: number[]): number[] {
  const table = processTable();
  const byParent = new Map<number, number[]>();
  for (const [pid, ppid] of table) byParent.set(ppid, [...(byParent.get(ppid) ?? []), pid]);
  const seen: number[] = [];
  const queue = roots.filter((pid) => table.has(pid));
  while (queue.length) {
    const pid = queue.shift() as number;
    if (seen.includes(pid)) continue;
    seen.push(pid);
    queue.push(...(byParent.get(pid) ?? []));
  }
  return seen;
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function signal(pids: number[], sig: NodeJS.Signals) {
  for (const pid of pids) {
    try {
      process.kill(pid, sig);
    } catch {
      // Already gone.
    }
  }
}

const livePids = () =>
  [...children].flatMap((c) => (c.pid && c.exitCode === null && c.signalCode === null ? [c.pid] : []));

/** Starts a child the launcher is responsible for stopping. */
export function spawnTracked(command: string, args: string[], options: SpawnOptions): ChildProcess {
  const child = spawn(command, args, options);
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/**
 * The tree under `roots`, each process of it paused (SIGSTOP) until listing it again finds nothing new. A paused
 * process cannot start another, so a child forked between one listing and the signal (a shell starting the next
 * command of `seed && tests`) is found under its paused parent, instead of being orphaned by the parent's end and left
 * running.
 */
export function freezeTree(roots: number[]): number[] {
  const tree: number[] = [];
  for (let found = processTree(roots); ; found = processTree(tree.filter(isAlive))) {
    const newcomers = found.filter((pid) => !tree.includes(pid));
    if (!newcomers.length) return tree;
    signal(newcomers, 'SIGSTOP');
    tree.push(...newcomers);
  }
}

/**
 * Stops every tracked child and its descendants: SIGTERM (or the signal given) to the whole tree as it stands now
 * (paused first, see freezeTree), then SIGKILL to whatever of it is still alive after `graceMs`. Resolves when none of it is left.
 */
export function stopAll(sig: NodeJS.Signals = 'SIGTERM', graceMs = 15_000): Promise<void> {
  stopping ??= (async () => {
    const tree = freezeTree(livePids());
    if (!tree.length) return;
    signal(tree, sig);
    signal(tree, 'SIGCONT');
    const deadline = Date.now() + graceMs;
    while (Date.now() < deadline && tree.some(isAlive)) {
      await new Promise((r) => setTimeout(r, 200));
      // A process that was starting its next step as the signal came (a test runner after another) is stopped too.
      const newcomers = processTree(tree.filter(isAlive)).filter((pid) => !tree.includes(pid));
      tree.push(...newcomers);
      signal(newcomers, sig);
    }
    const left = tree.filter(isAlive);
    if (left.length) {
      console.error(`Killing ${left.length} process(es) that did not stop within ${graceMs / 1000} s.`);
      signal(left, 'SIGKILL');
    }
  })();
  return stopping;
}

/** Last resort when the launcher exits without having stopped its children (a synchronous exit path). */
function killTreeNow() {
  signal(freezeTree(livePids()), 'SIGKILL');
}

const beforeStopping: (() => Promise<void>)[] = [];

/** Work to finish before a signal stops the children (saving the emulators' data); it is given at most `limitMs`. */
export function onStopping(task: () => Promise<void>) {
  beforeStopping.push(task);
}

async function finishBeforeStopping(limitMs = 60_000) {
  const limit = new Promise<void>((resolve) => setTimeout(resolve, limitMs).unref());
  await Promise.race([Promise.allSettled(beforeStopping.map((task) => task())), limit]);
}

/**
 * Ctrl-C, SIGTERM and SIGHUP stop the children, then the launcher exits with `128 + signal number`, as a shell does.
 * Ctrl-C pressed again while stopping kills at once. A signal within a second of the first is the same one arriving
 * twice (the terminal sends Ctrl-C to the whole group, and tsx or npm pass it on too), and is let go.
 */
export function stopChildrenOnSignals() {
  const numbers: Partial<Record<NodeJS.Signals, number>> = { SIGHUP: 1, SIGINT: 2, SIGTERM: 15 };
  let firstAt = 0;
  let signalled = false;
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(sig, () => {
      if (signalled) {
        if (sig !== 'SIGINT' || Date.now() - firstAt < 1000) return;
        killTreeNow();
        process.exit(128 + (numbers[sig] ?? 0));
      }
      signalled = true;
      firstAt = Date.now();
      void (async () => {
        await finishBeforeStopping();
        console.log(`\n${sig}: stopping the emulators and everything started with them…`);
        await stopAll('SIGTERM');
        process.exit(128 + (numbers[sig] ?? 0));
      })();
    });
  }
  process.on('exit', killTreeNow);
}

/** Stops everything, then exits with `code`. */
export async function exitAfterStopping(code: number): Promise<never> {
  await stopAll('SIGTERM');
  process.exit(code);
}
