/**
 * The landing site's tabs, each its own address: Home is `/`, the others `/parents`, `/students` … (a path, not a query,
 * so static hosting serves each tab's prerendered page). The older `/?tab=<Name>` still reaches them: the page's first
 * script sends it on, before anything paints. No zod here: the landing page's first load imports it.
 */
export const LANDING_TABS = ['Home', 'Parents', 'Students', 'Teachers', 'Institutions', 'Support'] as const;
export type LandingTab = (typeof LANDING_TABS)[number];

export function landingTabFrom(value: string | null): LandingTab {
  return LANDING_TABS.find((t) => t === value) ?? 'Home';
}

/** A tab's address: `/` for Home, else its name in lower case. */
export function landingTabPath(tab: LandingTab): string {
  return tab === 'Home' ? '/' : `/${tab.toLowerCase()}`;
}

/** The tab an address shows, or null when it is not a tab's. */
export function landingTabOfPath(pathname: string): LandingTab | null {
  return LANDING_TABS.find((t) => landingTabPath(t) === pathname) ?? null;
}
