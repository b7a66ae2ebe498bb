/** Spec §9 layout constants. */
export const SIDEBAR_COLLAPSED_PX = 80;
export const SIDEBAR_EXPANDED_PX = 250;
export const HEADER_WIDTH_EXPANDED = '86%';
export const HEADER_WIDTH_COLLAPSED = '94%';
export const SCROLL_THRESHOLD_PX = 15;
export const HEADER_HEIGHT_PX = 64;
/** Spec §9 menu item animation: delay 0.3 s, spring 1.5 s, stagger 0.05 s per item. */
export const MENU_ANIMATION = { delay: 0.3, spring: 1.5, stagger: 0.05 } as const;
