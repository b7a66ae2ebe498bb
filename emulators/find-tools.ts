/** Finds what the Firestore emulator needs on this machine: a Java of version 21 or later and the emulator jar. */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { crc32 } from 'node:zlib';

export const MIN_JAVA = 21;
const JVM_DIRS = ['/usr/lib/jvm', '/opt/java', '/Library/Java/JavaVirtualMachines'];
const FIRESTORE_JAR_CANDIDATES = [
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar',
  '/usr/share/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar',
];
const FIRESTORE_MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

export function javaMajorVersion(javaBin: string): number | undefined {
  // `java -version` prints to stderr.
  const result = spawnSync(javaBin, ['-version'], { encoding: 'utf8' });
  return result.error ? undefined : parseJavaVersion(`${result.stderr}${result.stdout}`);
}

function parseJavaVersion(text: string): number | undefined {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(text);
  if (!match) return undefined;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2]) : major;
}

/** The java binary to use: JAVA_HOME, then the JVM folders (newest first), then PATH. */
export function findJava(): { bin: string; version: number } | undefined {
  const candidates: string[] = [];
  if (process.env.JAVA_HOME) candidates.push(join(process.env.JAVA_HOME, 'bin', 'java'));
  for (const dir of JVM_DIRS) {
    if (!existsSync(dir)) continue;
    for (const entry of readdirSync(dir).sort().reverse()) {
      candidates.push(join(dir, entry, 'bin', 'java'), join(dir, entry, 'Contents', 'Home', 'bin', 'java'));
    }
  }
  candidates.push('java');
  let best: { bin: string; version: number } | undefined;
  for (const bin of candidates) {
    if (bin !== 'java' && !existsSync(bin)) continue;
    const version = javaMajorVersion(bin);
    if (version !== undefined && version >= MIN_JAVA && (!best || version > best.version)) best = { bin, version };
  }
  return best;
}

function dpkgJar(): string | undefined {
  try {
    const files = execFileSync('dpkg', ['-L', 'google-cloud-cli-firestore-emulator'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return files.split('\n').find((f) => f.endsWith('.jar'));
  } catch {
    return undefined;
  }
}

export function findFirestoreJar(): string | undefined {
  return [...FIRESTORE_JAR_CANDIDATES, dpkgJar()].find((p): p is string => !!p && existsSync(p));
}

/** A jar holding only a manifest (stored, uncompressed): what `java -jar` needs to start the emulator's real jar. */
export function writeWrapperJar(target: string, componentJar: string): string {
  const manifest = Buffer.from(
    [
      'Manifest-Version: 1.0',
      `Main-Class: ${FIRESTORE_MAIN_CLASS}`,
      `Class-Path: ${pathToFileURL(resolve(componentJar)).href}`,
      'Created-By: academy emulators/find-tools.ts',
      '',
      '',
    ].join('\r\n'),
  );
  const name = Buffer.from('META-INF/MANIFEST.MF');
  const crc = crc32(manifest);

  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(manifest.length, 18);
  local.writeUInt32LE(manifest.length, 22);
  local.writeUInt16LE(name.length, 26);

  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(manifest.length, 20);
  central.writeUInt32LE(manifest.length, 24);
  central.writeUInt16LE(name.length, 28);

  const centralOffset = local.length + name.length + manifest.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(centralOffset, 16);

  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, Buffer.concat([local, name, manifest, central, name, end]));
  return target;
}
