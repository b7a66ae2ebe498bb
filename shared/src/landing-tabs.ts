/** The landing drawer's tabs, each `/?tab=<Name>`. No zod here: the landing page's first load imports it. */
export const LANDING_TABS = ['Home', 'Parents', 'Students', 'Teachers', 'Institutions', 'Support'] as const;
export type LandingTab = (typeof LANDING_TABS)[number];

export function landingTabFrom(value: string | null): LandingTab {
  return LANDING_TABS.find((t) => t === value) ?? 'Home';
}
