/**
 * The build's prerender (web/prerender.ts) renders each public page here, in Node, from the same components and the
 * same tree as the browser (app/site.tsx), waiting for every lazy part (a tab's content, the Institutions form), in
 * the source language. Chakra's styles are emotion's: gathered from this page's own cache and returned as style tags
 * that emotion in the browser recognises (`data-emotion`), so hydration inserts none of them again.
 */
import { ChakraProvider } from '@chakra-ui/react';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { prerender } from 'react-dom/static';
import { createMemoryRouter } from 'react-router-dom';
import { PRERENDERED_PATHS, routes } from '@/app/router';
import { Site } from '@/app/site';
import { system } from '@/app/theme';
import { takePrerenderedTitle } from '@/lib/document-title';
import { activateLanguage, SOURCE_LANGUAGE } from '@/lib/i18n';

export { PRERENDERED_PATHS };

/** One style tag for the page's class styles and one per global style, as emotion's own server package writes them. */
/* eslint-disable lingui/no-unlocalized-strings -- HTML, not text */
function styleTags(cache: EmotionCache, globalsOnly = false): string {
  const classIds: string[] = [];
  let classCss = '';
  let globals = '';
  for (const [id, css] of Object.entries(cache.inserted)) {
    if (typeof css !== 'string') continue;
    if (cache.registered[`${cache.key}-${id}`] === undefined)
      globals += `<style data-emotion="${cache.key}-global ${id}">${css}</style>`;
    else {
      classIds.push(id);
      classCss += css;
    }
  }
  if (globalsOnly) return globals;
  return `${globals}<style data-emotion="${cache.key} ${classIds.join(' ')}">${classCss}</style>`;
}
/* eslint-enable lingui/no-unlocalized-strings */

async function text(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

export async function render(path: string): Promise<{ html: string; styles: string; title: string | null }> {
  await activateLanguage(SOURCE_LANGUAGE, false);
  takePrerenderedTitle();
  const cache = createCache({ key: 'css' });
  // Emotion keeps each style in the cache instead of writing it beside its element.
  cache.compat = true;
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const { prelude } = await prerender(
    <CacheProvider value={cache}>
      <Site router={router} />
    </CacheProvider>,
  );
  const html = await text(prelude);
  router.dispose();
  return { html, styles: styleTags(cache), title: takePrerenderedTitle() };
}

/**
 * Chakra's global styles alone (its reset, the global CSS, the tokens as CSS variables and the order of its layers), as
 * the tags `render` writes. The shell carries them, so the signed-in app's first render finds them in the page, as a
 * prerendered page's does, instead of compiling about 35 KiB of CSS and inserting it while the page starts.
 */
export async function chakraGlobalStyles(): Promise<string> {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  await prerender(
    <CacheProvider value={cache}>
      <ChakraProvider value={system}>{null}</ChakraProvider>
    </CacheProvider>,
  );
  return styleTags(cache, true);
}
