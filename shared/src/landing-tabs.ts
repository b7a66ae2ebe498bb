/**
 * The landing site's tabs. Each tab's address is the root route with its name as the `tab` query parameter
 * (`/?tab=Parents`), as the product's specification says. Static hosting chooses a file by path, never by query, so
 * each tab's prerendered page is stored at a path of its own (`/parents`): a page's first script sends `/?tab=Parents`
 * there and puts the address back as `/?tab=Parents`, before anything paints. No zod here: the landing page's first
 * load imports it.
 */
export const LANDING_TABS = ['Home', 'Parents', 'Students', 'Teachers', 'Institutions', 'Support'] as const;
export type LandingTab = (typeof LANDING_TABS)[number];

export function landingTabFrom(value: string | null): LandingTab {
  return LANDING_TABS.find((t) => t === value) ?? 'Home';
}

/** A tab's address, as links and the address bar show it. */
export const landingTabHref = (tab: LandingTab): string => `/?tab=${tab}`;

/** Where a tab's prerendered page is stored: `/` for Home, else its name in lower case. */
export function landingTabPath(tab: LandingTab): string {
  return tab === 'Home' ? '/' : `/${tab.toLowerCase()}`;
}

/** The tab a stored page's path holds, or null when the path is not a tab's. */
export function landingTabOfPath(pathname: string): LandingTab | null {
  return LANDING_TABS.find((t) => landingTabPath(t) === pathname) ?? null;
}

/** The tab an address shows: `/?tab=<Name>` (Home without one), or a tab's stored path; null for any other page. */
export function landingTabOfAddress(pathname: string, search: string): LandingTab | null {
  if (pathname === '/') return landingTabFrom(new URLSearchParams(search).get('tab'));
  return landingTabOfPath(pathname);
}
