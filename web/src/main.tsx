/**
 * The page's first script, and all of it the public site needs before it can be read and used: the page is already
 * there (prerendered by the build, web/prerender.ts), its links and its menu work, and this loads the app (client.tsx)
 * only when the visitor first reaches for something (a pointer, a key, a focus), so nothing runs while the page
 * loads. A tap or a language chosen before then is kept and done once the app has taken over the page.
 *
 * The partners and the blog's posts are filled in here, from the API, without the app (public-list-fill.ts). A page
 * with another part still to load (the public courses, marked `aria-busy` in its HTML) needs the app for it, and loads
 * it when the browser is idle once that part is in view. So does a visitor signed in in this browser, whose header
 * says "Open Academy" instead of Login. The signed-in app's pages (an empty shell) and a visitor in another language
 * (the page hidden until it shows in theirs) load the app at once.
 */
import { fillPublicList } from '@/features/landing/public-list-fill';

const root = document.getElementById('root');
const prerendered = !!root?.dataset.prerendered && !document.documentElement.classList.contains('academy-wait');

let started: Promise<typeof import('./client')> | undefined;
let tapped: HTMLElement | null = null;
let chosenLanguage: string | null = null;

const PRESSABLE = 'button, [role="button"]';
/** An element of the page still to load by the app (the public courses; the public lists fill themselves). */
const PENDING = '[aria-busy="true"]:not([data-public-list])';

const STARTERS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

/** Whether React has taken this element over (it marks each element it hydrates with its props). */
const hydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));

/** Presses the kept button once React has hydrated it: a lazily loaded part (the Institutions form) can take longer. */
function pressWhenHydrated(button: HTMLElement, until = performance.now() + 15_000) {
  if (tapped !== button) return;
  if (hydrated(button)) {
    tapped = null;
    button.click();
  } else if (performance.now() < until) requestAnimationFrame(() => pressWhenHydrated(button, until));
}

function start() {
  if (started) return;
  for (const type of STARTERS) document.removeEventListener(type, start, true);
  started = import('./client');
  void started.then(async (client) => {
    await client.start();
    document.removeEventListener('change', keepChoice, true);
    if (chosenLanguage) void client.activateLanguage(chosenLanguage);
  });
}

/**
 * A button pressed before React has hydrated it does nothing (React drops the click, and a form's button would send the
 * form the browser's way): the press is held back and made again once it has.
 */
function keepTap(event: MouseEvent) {
  // The menu's button is a link to the footer's list of pages until the app opens the drawer instead.
  const button = (event.target as Element | null)?.closest<HTMLElement>(PRESSABLE);
  if (!button || !root?.contains(button) || hydrated(button)) return;
  event.preventDefault();
  tapped = button;
  start();
  void started?.then((client) => client.ready).then(() => pressWhenHydrated(button));
}

/** The language picker changed before the app has taken over. */
function keepChoice(event: Event) {
  const target = event.target as HTMLSelectElement | null;
  if (target?.tagName !== 'SELECT') return;
  chosenLanguage = target.value;
  start();
}

/**
 * Whether Firebase Auth keeps a signed-in user in this browser: a record in its own IndexedDB store (Auth's storage,
 * `firebaseLocalStorageDb`). Read without creating the database when there is none.
 */
async function signedInHere(): Promise<boolean> {
  const db = 'firebaseLocalStorageDb';
  const store = 'firebaseLocalStorage';
  if (!indexedDB.databases || !(await indexedDB.databases()).some((d) => d.name === db)) return false;
  return new Promise((resolve) => {
    const open = indexedDB.open(db);
    open.onerror = () => resolve(false);
    open.onsuccess = () => {
      const conn = open.result;
      if (!conn.objectStoreNames.contains(store)) {
        conn.close();
        return resolve(false);
      }
      const count = conn.transaction(store, 'readonly').objectStore(store).count();
      count.onsuccess = () => {
        conn.close();
        resolve(count.result > 0);
      };
      count.onerror = () => {
        conn.close();
        resolve(false);
      };
    };
  });
}

function startWhenIdle() {
  const idle = () =>
    window.requestIdleCallback ? window.requestIdleCallback(start, { timeout: 2000 }) : setTimeout(start, 200);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/**
 * Starts the app when a part still to load comes into view (at once if it is in view), as a browser loads an image
 * marked `loading="lazy"`; the space it will take is held from the start, so nothing moves when it arrives.
 */
function startInView(part: Element) {
  if (!window.IntersectionObserver) return startWhenIdle();
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((e) => e.isIntersecting)) return;
    observer.disconnect();
    startWhenIdle();
  });
  observer.observe(part);
}

if (prerendered) {
  document.addEventListener('click', keepTap, true);
  document.addEventListener('change', keepChoice, true);
  for (const type of STARTERS) document.addEventListener(type, start, { capture: true, passive: true });
  const list = root?.querySelector<HTMLElement>('[data-public-list]');
  if (list) void fillPublicList(list);
  const pending = root?.querySelector(PENDING);
  if (pending) startInView(pending);
  else
    void signedInHere()
      .catch(() => false)
      .then((signedIn) => signedIn && start());
} else start();

export {};
