import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { defaultThemeConfig } from '@chakra-ui/react/theme';

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
export const system = createSystem(defaultBaseConfig, defaultThemeConfig, config);
