import { defineConfig } from '@playwright/test';
import firebaseJson from './firebase.json' with { type: 'json' };

const hosting = firebaseJson.emulators.hosting;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  // Two shared cores and one Emulator Suite: one browser at a time keeps runs steady.
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://${hosting.host}:${hosting.port}`,
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    screenshot: 'only-on-failure',
    // A trace records screenshots and the page at every step of every test, on two cores that also run the emulators:
    // a run is faster without it. A failure still leaves its screenshot and the page's accessibility tree
    // (error-context.md); PLAYWRIGHT_TRACE=1 keeps a failing test's trace too.
    trace: process.env.PLAYWRIGHT_TRACE ? 'retain-on-failure' : 'off',
    launchOptions: {
      // Debian's chromium: Playwright never downloads a browser here.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
