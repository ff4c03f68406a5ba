// The admin switch of the maintenance status file (spec §4). The file itself is public, plain
// JSON at /status/maintenance.json, outside the APIs (it must answer while they are down).
import { z } from 'zod';
import { endpoint } from '../endpoint';
import { rule } from '../access-rule';

export const maintenanceEntrySchema = z.object({
  available: z.boolean(),
  scheduled_for: z.iso.datetime({ offset: true }).nullable(),
});
export type MaintenanceEntry = z.infer<typeof maintenanceEntrySchema>;
export const maintenanceFileSchema = z.record(z.string(), maintenanceEntrySchema);
export type MaintenanceFile = z.infer<typeof maintenanceFileSchema>;

/** "*" applies to every host and path that has no entry of its own. */
export const anyHost = '*';

export const getMaintenance = endpoint({
  id: 'admin.maintenance.get',
  method: 'GET',
  path: '/admin/api/maintenance',
  access: rule.admin,
  reply: z.object({ maintenance: maintenanceFileSchema }),
});

export const setMaintenance = endpoint({
  id: 'admin.maintenance.set',
  method: 'PUT',
  path: '/admin/api/maintenance',
  access: rule.admin,
  body: z.object({
    /** Host plus the app's base path, e.g. "fieldwork.example.com/"; "*" for all. */
    key: z.string().min(1).max(300).default(anyHost),
    available: z.boolean(),
    scheduled_for: z.iso.datetime({ offset: true }).nullable().default(null),
  }).strict(),
  reply: z.object({ maintenance: maintenanceFileSchema }),
});
