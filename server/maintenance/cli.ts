// `npm run maintenance -- on|off|status|schedule [--key host/path] [--scheduled-for ISO-time]`
// on: the product is down (APIs answer 503, browsers show /maintenance); off: back up;
// schedule: still up, but browsers announce the maintenance planned for --scheduled-for.
// Switches maintenance by writing the status file in FIELDWORK_DATA_DIR; a running server
// sees the change on its next request, so this works while the server (and PGlite) runs.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { MaintenanceStore, anyHost } from './status-file';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { key: { type: 'string', default: anyHost }, 'scheduled-for': { type: 'string' } },
});
const command = positionals[0] ?? 'status';
const store = MaintenanceStore.inDataDir(path.resolve(process.env.FIELDWORK_DATA_DIR ?? './data'));

if (command === 'status') {
  console.log(JSON.stringify(store.read(), null, 2));
} else if (command === 'on' || command === 'off' || command === 'schedule') {
  const scheduledFor = command === 'off' ? null : values['scheduled-for'] ?? null;
  if (command === 'schedule' && !scheduledFor) {
    console.error('schedule needs --scheduled-for, e.g. --scheduled-for 2026-12-01T22:00:00Z');
    process.exit(2);
  }
  try {
    const file = store.set(values.key, { available: command !== 'on', scheduled_for: scheduledFor });
    console.log(`Maintenance ${command} for ${values.key}.\n${JSON.stringify(file, null, 2)}`);
  } catch {
    console.error(`Invalid --scheduled-for "${scheduledFor}": use an ISO time with offset, e.g. 2026-12-01T22:00:00Z`);
    process.exit(2);
  }
} else {
  console.error(`Unknown command "${command}": use on, off or status.`);
  process.exit(2);
}
