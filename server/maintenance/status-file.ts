// The maintenance status file (spec §4): JSON keyed by host and path, each entry with
// `available` and `scheduled_for`. It is a file in the data directory rather than a table so
// that the command line can switch it while the server (and its embedded database) runs, and
// so it still answers when the database is the thing under maintenance. "*" applies to every
// host and path that has no entry of its own.
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { anyHost, maintenanceEntrySchema, maintenanceFileSchema, type MaintenanceEntry, type MaintenanceFile } from '../../schema/api/admin/maintenance';

export { anyHost, maintenanceEntrySchema, maintenanceFileSchema, type MaintenanceEntry, type MaintenanceFile } from '../../schema/api/admin/maintenance';

export class MaintenanceStore {
  private cache: { mtimeMs: number; file: MaintenanceFile } | null = null;

  constructor(readonly filePath: string) {}

  static inDataDir(dataDir: string): MaintenanceStore {
    return new MaintenanceStore(path.join(dataDir, 'maintenance.json'));
  }

  /** The whole file; re-read only when it changed on disk (cheap enough for every request). */
  read(): MaintenanceFile {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(this.filePath).mtimeMs;
    } catch {
      return {};
    }
    if (this.cache?.mtimeMs === mtimeMs) return this.cache.file;
    try {
      const file = maintenanceFileSchema.parse(JSON.parse(readFileSync(this.filePath, 'utf8')));
      this.cache = { mtimeMs, file };
      return file;
    } catch {
      // A half-written or hand-broken file must not take the product down.
      return this.cache?.file ?? {};
    }
  }

  /** The entry for a host and path: its own, else the "*" entry, else available. */
  entryFor(hostAndPath: string): MaintenanceEntry {
    const file = this.read();
    return file[hostAndPath] ?? file[anyHost] ?? { available: true, scheduled_for: null };
  }

  /** True while the product at this host and path is under maintenance: the APIs answer 503. */
  isDown(hostAndPath: string): boolean {
    return !this.entryFor(hostAndPath).available;
  }

  set(key: string, entry: MaintenanceEntry): MaintenanceFile {
    const next = { ...this.read(), [key]: maintenanceEntrySchema.parse(entry) };
    mkdirSync(path.dirname(this.filePath), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const temp = `${this.filePath}.${process.pid}.tmp`;
    writeFileSync(temp, JSON.stringify(next, null, 2));
    renameSync(temp, this.filePath);
    this.cache = null;
    return next;
  }
}
