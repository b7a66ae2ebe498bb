/**
 * The app in the browser, loaded by main.tsx. A page the build prerendered (web/prerender.ts) in the language this
 * visitor reads is hydrated: React takes over the HTML already shown, without painting it again. Any other page (the
 * signed-in app's shell), or a visitor in another language, is rendered afresh, as before prerendering.
 */
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createRouter } from '@/app/router';
import { Site } from '@/app/site';
import { landingTabOfAddress } from '@academy/shared/landing-tabs';
import { activateLanguage, i18n, loadAppCatalogue, loadLandingTabs, SOURCE_LANGUAGE, startLanguage } from '@/lib/i18n';

/**
 * The catalogue parts a prerendered page's lazy parts load (a tab's words; the whole catalogue for the Institutions
 * form and the public courses), loaded before hydrating: loading one later re-renders every message,
 * and a part of the page still waiting for its code would then be rendered afresh instead of hydrated.
 */
async function loadWordsFor(pathname: string, search: string): Promise<void> {
  const tab = landingTabOfAddress(pathname, search);
  if (tab && tab !== 'Home') await loadLandingTabs();
  if (tab === 'Institutions' || tab === 'Students') await loadAppCatalogue();
}

let started: () => void = () => {};
/** Settles once the app has hydrated or rendered the page (main.tsx waits for it before pressing a kept button). */
export const ready = new Promise<void>((done) => {
  started = done;
});

export async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  await startLanguage();
  const router = createRouter();
  if (root.dataset.prerendered && i18n.locale === SOURCE_LANGUAGE) {
    await loadWordsFor(location.pathname, location.search);
    // A transition: React hydrates in short slices, so a phone can answer a tap meanwhile.
    startTransition(() => {
      hydrateRoot(root, <Site router={router} />);
    });
    started();
    return;
  }
  // The first render is a transition: React builds the page in short slices, so a phone can answer a tap meanwhile.
  const reactRoot = createRoot(root);
  startTransition(() => reactRoot.render(<Site router={router} />));
  started();
}

export { activateLanguage };
