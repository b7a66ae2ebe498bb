/**
 * The build's last step (`npm run build -w web`): every public page as HTML and CSS, from the same React components
 * the browser runs, so the page reads fully before any script does, and then hydrates (src/client.tsx).
 *
 * 1. `vite build` has written the app and its `dist/index.html`, an empty shell; that shell is kept as
 *    `dist/shell.html` with Chakra's global styles in its head and the signed-in app's chunks to preload, which Firebase
 *    Hosting serves for every address that is not prerendered (firebase.json).
 * 2. `vite build --ssr` has built src/entry-server.tsx into `dist/.ssr` (a hidden folder Hosting never serves).
 * 3. Here each public path is rendered in English into `dist/<path>/index.html` (Home into `dist/index.html`), with
 *    Chakra's CSS in the head, the page's title, and a small first script. A tab's address is `/?tab=<Name>`, but
 *    Hosting picks a file by path: the script sends `/?tab=Parents` to the page stored at `/parents`, which puts the
 *    address back as `/?tab=Parents`, both before anything paints. It also hides the page from a reader of another
 *    language until the app shows it in theirs.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LANDING_TABS, landingTabPath } from '@academy/shared/landing-tabs';
import { languages, SOURCE } from '../scripts/catalogs.mjs';
import { publicListAddress } from './src/features/landing/public-list-fill';

const DIST = join(import.meta.dirname, 'dist');
const SSR = join(DIST, '.ssr');

type Entry = typeof import('./src/entry-server');

/** Runs before the body is parsed: nothing has painted yet. Kept in step with web/src/lib/i18n.ts's choice. */
function firstScript(): string {
  const tabs = Object.fromEntries(LANDING_TABS.filter((t) => t !== 'Home').map((t) => [t, landingTabPath(t)]));
  const known = languages().filter((l) => l !== 'pseudo');
  const body = `(function(){
var d=document.documentElement,T=${JSON.stringify(tabs)},L=${JSON.stringify(known)};
var q=new URLSearchParams(location.search).get("tab");
if(location.pathname==="/"&&q&&T[q]){d.className+=" academy-wait";location.replace(T[q]+location.hash);return}
for(var k in T)if(T[k]===location.pathname){history.replaceState(history.state,"","/?tab="+k+location.hash);break}
function c(t){if(!t)return null;if(t==="pseudo"||L.indexOf(t)>=0)return t;var b=t.split("-")[0].toLowerCase();return L.indexOf(b)>=0?b:null}
var s=null;try{s=c(localStorage.getItem("academy.language"))}catch(e){}
var n=navigator.languages||[navigator.language];for(var i=0;i<n.length&&!s;i++)s=c(n[i]);
if(s&&s!==${JSON.stringify(SOURCE)}){d.className+=" academy-wait";setTimeout(function(){d.classList.remove("academy-wait")},5000)}
})();`;
  return `<style>.academy-wait body{visibility:hidden}</style><script>${body.replace(/\n/g, '')}</script>`;
}

/** The modules every signed-in page starts with, whatever the address: the app, then the signed-in app's root. */
const SIGNED_IN_START = ['src/client.tsx', 'src/app/app-root.tsx', 'src/app/firebase-root.tsx'];

/**
 * `<link rel="modulepreload">` for every chunk the signed-in app starts with (`SIGNED_IN_START` and what they import,
 * from the build's manifest). Without them the browser learns of each chunk only once the one importing it has run
 * (the page's script, then the app, then the route's root, each a round trip), and the app then adds a link element
 * for each chunk itself, on the main thread. Only the shell carries them: the public pages load no app until needed.
 */
function signedInPreloads(): string {
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string; imports?: string[]; isEntry?: boolean }
  >;
  const files = new Set<string>();
  // The page's own script (the build's entry) is already in the shell.
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build's manifest has no ${key}`);
    if (chunk.isEntry || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of SIGNED_IN_START) visit(key);
  return [...files].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
}

function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

async function main() {
  const shell = readFileSync(join(DIST, 'index.html'), 'utf8');
  const entry = (await import(pathToFileURL(join(SSR, 'entry-server.js')).href)) as Entry;
  // The signed-in app's pages start with Chakra's global styles already in the page, as the prerendered pages do.
  const chakraGlobals = await entry.chakraGlobalStyles();
  if (!chakraGlobals.includes('--chakra-colors-'))
    throw new Error("Chakra's global styles came out without its tokens");
  writeFileSync(join(DIST, 'shell.html'), shell.replace('</head>', `${signedInPreloads()}${chakraGlobals}</head>`));
  const head = firstScript();
  for (const path of entry.PRERENDERED_PATHS) {
    const { html, styles, title } = await entry.render(path);
    if (!html.includes('<h1')) throw new Error(`The prerender of ${path} has no heading: ${html.slice(0, 200)}`);
    // A page with a public list asks for it while its HTML is still arriving; the first script then finds it there.
    const list = /data-public-list="(\w+)"/.exec(html)?.[1];
    const preload = list
      ? `<link rel="preload" href="${publicListAddress(list, null)}" as="fetch" crossorigin="anonymous">`
      : '';
    const page = shell
      .replace('<html lang="en">', `<html lang="${SOURCE}" dir="ltr">`)
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title ?? 'Academy')}</title>`)
      .replace('</head>', `${head}${preload}${styles}</head>`)
      .replace('<div id="root"></div>', `<div id="root" data-prerendered="true">${html}</div>`);
    if (page === shell) throw new Error('dist/index.html is not the shell this step expects');
    const dir = path === '/' ? DIST : join(DIST, path);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'index.html'), page);
    console.log(`prerendered ${path} (${(page.length / 1024).toFixed(1)} KiB)`);
  }
  rmSync(SSR, { recursive: true, force: true });
}

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
