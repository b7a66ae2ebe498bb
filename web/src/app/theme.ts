import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  datePickerSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  segmentGroupSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  statSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * Chakra's default theme (`defaultThemeConfig`) with only the recipes of the components this app uses. The default
 * carries about ninety recipes (114 KiB of the app's first script, parsed and merged into the theme on every load);
 * a component whose recipe is missing would render unstyled, so `theme.test.ts` checks every component imported from
 * `@chakra-ui/react` against this list. Everything else is the default's own: tokens, text and layer styles, keyframes,
 * the preflight and the global CSS.
 */
export const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  checkmark: checkmarkRecipe,
  code: codeRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  link: linkRecipe,
  radiomark: radiomarkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};
export const slotRecipes = {
  alert: alertSlotRecipe,
  avatar: avatarSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  dataList: dataListSlotRecipe,
  datePicker: datePickerSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  list: listSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  popover: popoverSlotRecipe,
  progress: progressSlotRecipe,
  radioGroup: radioGroupSlotRecipe,
  segmentGroup: segmentGroupSlotRecipe,
  stat: statSlotRecipe,
  switch: switchSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
};

const themeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    recipes,
    slotRecipes,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

/** Spec §9 breakpoints (xs 0, sm 576, md 768, lg 992, xl 1200, xxl 1400) and the 300 ms default transition. */
const config = defineConfig({
  theme: {
    breakpoints: { xs: '0px', sm: '576px', md: '768px', lg: '992px', xl: '1200px', xxl: '1400px', '2xl': '1400px' },
    tokens: {
      durations: { moderate: { value: '300ms' } },
      fonts: {
        heading: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
        body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
      },
    },
    // Field error text: Chakra's red.500 on white is 3.8:1, below WCAG AA's 4.5:1 (axe, the New lesson dialog).
    semanticTokens: {
      colors: {
        fg: { error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } } },
        // Solid buttons: Chakra lightens the fill to 90% under the pointer, and white on 90% blue.600 or red.600 falls
        // below 4.5:1 (axe, a hovered Set work button). A 700 fill keeps white text above it, hovered or not.
        blue: { solid: { value: { _light: '{colors.blue.700}', _dark: '{colors.blue.600}' } } },
        red: { solid: { value: { _light: '{colors.red.700}', _dark: '{colors.red.600}' } } },
      },
    },
  },
  globalCss: {
    'html, body': { bg: 'gray.50' },
    // A long word (a web address in an event's title) wraps instead of widening its box past a phone's screen. Tables
    // keep whole words: they scroll inside their own area.
    body: { overflowWrap: 'anywhere' },
    table: { overflowWrap: 'normal' },
  },
});

// Chakra's default config is its base and its theme merged. Importing `defaultConfig` itself would also build Chakra's
// own default system when the page loads, only to throw it away: a long task on every first load.
export const system = createSystem(defaultBaseConfig, themeConfig, config);
