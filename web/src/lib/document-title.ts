import { useEffect } from 'react';

/**
 * The page's title. In the browser it is set once rendered; while the build prerenders a page (no `document`) the last
 * title asked for is kept here, and the prerender writes it into the page's `<title>`.
 */
let prerendered: string | null = null;

/** The title the page just prerendered asked for (and forget it, ready for the next page). */
export function takePrerenderedTitle(): string | null {
  const title = prerendered;
  prerendered = null;
  return title;
}

function keepForPrerender(title: string) {
  if (typeof document === 'undefined') prerendered = title;
}

export function useDocumentTitle(title: string): void {
  keepForPrerender(title);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
