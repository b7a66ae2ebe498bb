import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

/**
 * A component loaded with its module when first rendered: `lazyNamed(() => import('./x'), 'X')`. Screens and panels are
 * loaded this way, so a page downloads and runs the code of what it shows and nothing else. Render it inside Suspense.
 */
// `any` as in React's own `lazy`: any component's props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyNamed<M extends Record<K, ComponentType<any>>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): Preloadable<LazyExoticComponent<M[K]>> {
  return Object.assign(
    lazy(async () => ({ default: (await load())[name] })),
    { preload: () => void load().catch(() => undefined) },
  );
}

/**
 * A lazy component whose code can be fetched before it renders (`preload()`): a page that knows what it will show
 * starts every download at once, instead of each waiting for the component above it to render. A failed download is
 * tried again when it renders, where its error shows.
 */
export type Preloadable<C> = C & { preload: () => void };
