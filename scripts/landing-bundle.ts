/**
 * The public site's JavaScript, counted from a production build (web/dist), in gzip KiB: the budget `bench:web`
 * prints and the browser tests enforce (tests/e2e/landing-prerender.spec.ts). A count of bytes, not a time.
 *
 * - Before interactive: the scripts a prerendered page's HTML loads itself (web/src/main.tsx and what it imports). The
 *   page reads, and its links and menu work, with these alone.
 * - To hydrate: what the app (web/src/client.tsx) needs to take the page over, from Vite's manifest, fetched at the
 *   visitor's first pointer, key or focus (or when a list still to load nears the view): React, the router, Chakra
 *   and the landing's own components.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const DIST = join(import.meta.dirname, '..', 'web', 'dist');

export const LANDING_BUDGET = { beforeInteractiveKiB: 100, hydrateKiB: 190 };

/** Modules that never belong in the landing's first load or its hydration, checked against the source maps. */
export const FORBIDDEN = [
  /node_modules\/reactfire\//,
  /node_modules\/@firebase\/firestore\//,
  /node_modules\/firebase\/firestore\//,
  // The charts and the calendar load with the screens that use them, never with the landing page.
  /node_modules\/recharts\//,
  /node_modules\/@fullcalendar\//,
];

interface ManifestChunk {
  file: string;
  imports?: string[];
}

const kib = (files: string[]) => files.reduce((sum, f) => sum + gzipSync(readFileSync(join(DIST, f))).length, 0) / 1024;

function offenders(files: string[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    const map = join(DIST, `${file}.map`);
    // The bundler's tiny runtime chunk has no source map; every chunk with modules in it has one.
    const sources = existsSync(map) ? (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources : [];
    for (const s of sources) if (FORBIDDEN.some((f) => f.test(s))) found.push(`${file}: ${s}`);
  }
  return found;
}

/** The scripts a page's HTML loads (module scripts and their preloads), as paths under dist. */
export function htmlScripts(page = 'index.html'): string[] {
  const html = readFileSync(join(DIST, page), 'utf8');
  return [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1] as string);
}

/** A manifest entry's file and every chunk it imports statically, once each. */
function staticGraph(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`web/dist/.vite/manifest.json has no ${key}: build the web app first`);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((k) => staticGraph(manifest, k, seen))];
}

export function landingBundle(page = 'index.html') {
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const first = htmlScripts(page);
  const hydrate = [...new Set([...first, ...staticGraph(manifest, 'src/client.tsx')])];
  return {
    first,
    firstKiB: kib(first),
    hydrate,
    hydrateKiB: kib(hydrate),
    offenders: offenders(hydrate),
  };
}
