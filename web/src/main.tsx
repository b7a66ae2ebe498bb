/**
 * The page's first script, and all of it the public site needs before it can be read and used: the page is already
 * there (prerendered by the build, web/prerender.ts), its links work, and this loads the app (client.tsx) when the
 * browser is idle after loading, or at once when the visitor first reaches for something that needs it. A tap or a
 * language chosen before then is kept and done once the app has taken over the page.
 *
 * The signed-in app's pages (an empty shell) and a visitor in another language (the page hidden until it shows in
 * theirs) load the app at once.
 */
const root = document.getElementById('root');
const prerendered = !!root?.dataset.prerendered && !document.documentElement.classList.contains('academy-wait');

let started: Promise<typeof import('./client')> | undefined;
let tapped: HTMLElement | null = null;
let chosenLanguage: string | null = null;

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
  const button = (event.target as Element | null)?.closest('button');
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

if (prerendered) {
  document.addEventListener('click', keepTap, true);
  document.addEventListener('change', keepChoice, true);
  for (const type of STARTERS) document.addEventListener(type, start, { capture: true, passive: true });
  const idle = () =>
    window.requestIdleCallback ? window.requestIdleCallback(start, { timeout: 2000 }) : setTimeout(start, 200);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
} else start();

export {};
