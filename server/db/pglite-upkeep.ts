// What PostgreSQL's autovacuum does, for the embedded database: PGlite runs no background
// workers, so its tables are never analysed or vacuumed unless asked. Without statistics the
// planner guesses, and guesses badly once a table is large: on a components table of 51,000 rows
// a one-item delete batch took 17 ms (a recursive walk of the subtree planned as a scan) and
// 4.6 ms once the table was analysed. Every `interval` the server asks the statistics which tables
// autovacuum would see to, with its default thresholds, and does the same for them.
import type { PGlite } from '@electric-sql/pglite';

/** autovacuum's defaults: analyse past 50 + 10% of the rows changed, vacuum past 50 + 20% dead. */
const ANALYZE_THRESHOLD = 50;
const ANALYZE_SCALE = 0.1;
const VACUUM_THRESHOLD = 50;
const VACUUM_SCALE = 0.2;

interface TableStats {
  readonly schema: string;
  readonly name: string;
  readonly live: number;
  readonly dead: number;
  readonly changed: number;
}

/** What one table needs, by autovacuum's rules: a vacuum (with analyse), an analyse, or nothing. */
export function upkeepOf(table: Pick<TableStats, 'live' | 'dead' | 'changed'>): 'vacuum' | 'analyze' | null {
  if (table.dead > VACUUM_THRESHOLD + VACUUM_SCALE * table.live) return 'vacuum';
  if (table.changed > ANALYZE_THRESHOLD + ANALYZE_SCALE * table.live) return 'analyze';
  return null;
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

export class PgliteUpkeep {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> = Promise.resolve();
  private stopped = false;

  constructor(private readonly client: Pick<PGlite, 'query' | 'exec'>, private readonly intervalMs: number) {}

  /** Runs a pass every interval (the first one interval after start) until `stop`. */
  start(): void {
    if (this.timer || this.stopped) return;
    this.timer = setInterval(() => {
      this.running = this.running.then(() => (this.stopped ? [] : this.run())).catch((error: unknown) => {
        console.warn(`Embedded database upkeep failed: ${String(error)}`);
      });
    }, this.intervalMs);
    // The upkeep never keeps the process alive on its own.
    this.timer.unref();
  }

  /** Stops the timer and waits for a pass under way: the database can then be closed. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** One pass: each table autovacuum would see to, vacuumed or analysed; their names and what was done. */
  async run(): Promise<string[]> {
    // Statistics reach the views when a session reports them (at most once a second): now.
    await this.client.query('select pg_stat_force_next_flush()');
    const { rows } = await this.client.query<TableStats>(`
      select schemaname as schema, relname as name, n_live_tup::float8 as live, n_dead_tup::float8 as dead,
        n_mod_since_analyze::float8 as changed
      from pg_stat_user_tables`);
    const done: string[] = [];
    for (const table of rows) {
      const need = upkeepOf(table);
      if (!need) continue;
      const name = `${quoted(table.schema)}.${quoted(table.name)}`;
      // VACUUM cannot run in a transaction: exec sends it alone.
      await this.client.exec(need === 'vacuum' ? `vacuum (analyze) ${name}` : `analyze ${name}`);
      done.push(`${need} ${table.schema}.${table.name}`);
    }
    return done;
  }
}
