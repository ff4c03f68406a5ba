// End-to-end journeys in Debian's Chromium against the real server on a fresh embedded
// database. Never downloads a browser: /usr/bin/chromium is installed by .ci/run.
import { defineConfig } from '@playwright/test';
import { e2e } from './tests/e2e/environment';

export default defineConfig({
  testDir: 'tests/e2e',
  // One worker: maintenance mode is server-wide, and the machine has two cores.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: '.tmp/playwright.json' }]] : [['list']],
  use: {
    baseURL: e2e.baseUrl,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
        '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: 'node tests/e2e/serve.mjs',
    url: `${e2e.baseUrl}/status/maintenance.json`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { PORT: String(e2e.port), FIELDWORK_LOGIN_RATE_LIMIT: '1000', FIELDWORK_LOGIN_ADDRESS_LIMIT: '1000', FIELDWORK_LOGIN_ACCOUNT_LIMIT: '1000', FIELDWORK_LOGIN_GLOBAL_LIMIT: '1000', FIELDWORK_RESET_RATE_LIMIT: '1000', FIELDWORK_RESET_ADDRESS_LIMIT: '1000', FIELDWORK_VALIDATE_REPLIES: '1', FIELDWORK_PROCESSOR_PRIVATE_ADDRESSES: '1', FIELDWORK_ADMIN_EMAIL: e2e.adminEmail, FIELDWORK_ADMIN_PASSWORD: e2e.adminPassword },
  },
});
