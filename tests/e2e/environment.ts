// The e2e server's fixed settings, shared by the Playwright config and the journeys.
export const e2e = {
  port: 4480,
  baseUrl: 'http://127.0.0.1:4480',
  adminEmail: 'admin@e2e.test',
  adminPassword: 'e2e admin password',
} as const;
