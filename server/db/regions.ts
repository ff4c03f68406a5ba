// The regional respondent databases, opened on first use: a server that fields only UK
// surveys never starts the EU and AU engines.
import type { DatabaseLocation, Region } from '../config';
import { migrationsFolder, openDatabase, type OpenDatabase } from './database';
import { regionSchema } from './region-schema';

export type RegionDatabase = OpenDatabase<typeof regionSchema>;

export class RegionDatabases {
  private readonly opened = new Map<Region, Promise<RegionDatabase>>();

  constructor(private readonly locations: Readonly<Record<Region, DatabaseLocation>>) {}

  get(region: Region): Promise<RegionDatabase> {
    let open = this.opened.get(region);
    if (!open) {
      open = openDatabase(this.locations[region], regionSchema, migrationsFolder.region);
      this.opened.set(region, open);
      // A failed open (the database unreachable for a moment) is tried again by the next request,
      // not remembered as this region's answer for the life of the process.
      const opening = open;
      open.catch(() => {
        if (this.opened.get(region) === opening) this.opened.delete(region);
      });
    }
    return open;
  }

  async close(): Promise<void> {
    const all = await Promise.allSettled(this.opened.values());
    this.opened.clear();
    await Promise.all(all.map((r) => (r.status === 'fulfilled' ? r.value.close() : undefined)));
  }
}
