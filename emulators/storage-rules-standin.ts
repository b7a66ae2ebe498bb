/**
 * Builds the local stand-in for the Cloud Storage emulator's rules runtime (storage-rules-standin/, see
 * docs/files.md): firebase-tools would download Google's runtime jar, which these machines cannot. The stand-in loads
 * only the deny-all ruleset and answers every check with "denied".
 *
 * The jar is compiled here with `javac --release 17` (firebase-tools runs it with whatever `java` is on PATH) and
 * cached under node_modules/.cache/academy, named by a hash of the source so an edit rebuilds it.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const STANDIN_SOURCE = join(ROOT, 'emulators', 'storage-rules-standin', 'DenyAllRulesRuntime.java');
const MAIN_CLASS = 'DenyAllRulesRuntime';
const CACHE_DIR = join(ROOT, 'node_modules', '.cache', 'academy');
const JVM_DIRS = ['/usr/lib/jvm', '/opt/java', '/Library/Java/JavaVirtualMachines'];
const RELEASE = 17;

function javacVersion(javac: string): number | undefined {
  const result = spawnSync(javac, ['-version'], { encoding: 'utf8' });
  if (result.error) return undefined;
  const match = /javac (\d+)/.exec(`${result.stdout}${result.stderr}`);
  return match ? Number(match[1]) : undefined;
}

/** A javac that can compile for Java 17: JAVA_HOME, then the JVM folders, then PATH. */
export function findJavac(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const candidates: string[] = [];
  if (env.JAVA_HOME) candidates.push(join(env.JAVA_HOME, 'bin', 'javac'));
  for (const dir of JVM_DIRS) {
    if (!existsSync(dir)) continue;
    for (const entry of readdirSync(dir).sort().reverse()) {
      candidates.push(join(dir, entry, 'bin', 'javac'), join(dir, entry, 'Contents', 'Home', 'bin', 'javac'));
    }
  }
  candidates.push('javac');
  return candidates.find((bin) => (bin === 'javac' || existsSync(bin)) && (javacVersion(bin) ?? 0) >= RELEASE);
}

export const MISSING_JAVAC =
  `The Storage emulator's rules runtime is built here from source, and no JDK ${RELEASE}+ compiler (javac) was found ` +
  `(JAVA_HOME, /usr/lib/jvm, PATH).\n` +
  `  Install one, e.g. on Debian/Ubuntu: sudo apt-get install openjdk-${RELEASE}-jdk-headless\n` +
  `  or point JAVA_HOME at a JDK ${RELEASE}+ and run this again.`;

/** The stand-in's jar (built if the source changed since the cached one); throws MISSING_JAVAC without a javac. */
export function storageRulesStandinJar(env: NodeJS.ProcessEnv = process.env): string {
  const source = readFileSync(STANDIN_SOURCE);
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 16);
  const target = join(CACHE_DIR, `storage-rules-standin-${hash}.jar`);
  if (existsSync(target)) return target;

  const javac = findJavac(env);
  if (!javac) throw new Error(MISSING_JAVAC);
  mkdirSync(CACHE_DIR, { recursive: true });
  const work = mkdtempSync(join(CACHE_DIR, 'storage-rules-standin-'));
  try {
    const classes = join(work, 'classes');
    execFileSync(javac, ['--release', String(RELEASE), '-d', classes, STANDIN_SOURCE], { stdio: 'pipe' });
    // The jar tool beside that javac (`jar` on PATH when javac came from PATH).
    const jarTool = javac === 'javac' ? 'jar' : join(dirname(javac), 'jar');
    const built = join(work, 'standin.jar');
    execFileSync(jarTool, ['--create', '--file', built, '--main-class', MAIN_CLASS, '-C', classes, '.'], {
      stdio: 'pipe',
    });
    // Renamed into place whole, so a launcher running at the same time never sees half a jar.
    renameSync(built, target);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return target;
}
