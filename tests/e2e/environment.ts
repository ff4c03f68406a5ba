// The e2e server's settings, shared by the Playwright config and the journeys.
// FIELDWORK_E2E_PORT lets two runs (e.g. two developers' sessions) share a machine.
const port = Number(process.env.FIELDWORK_E2E_PORT ?? 4480);

export const e2e = {
  port,
  baseUrl: `http://127.0.0.1:${port}`,
  adminEmail: 'admin@e2e.test',
  adminPassword: 'e2e admin password',
} as const;
