// One of something per database object, built the first time it is asked for and kept as long as
// the database lives: prepared statements, and caches every service of the database shares.
//
// Statements asked on every respondent's page view and post are prepared this way: drizzle builds
// their text once (building is a tenth of such a request's CPU) and PostgreSQL parses and plans them
// once per connection (node-postgres sends a named statement's text only the first time; on PGlite
// every data statement is prepared by its text, pglite-statements.ts). Only for statements run
// outside a transaction: a prepared statement belongs to the database it was prepared on (inside
// one, statement-texts.ts keeps a statement's text per shape instead).

/** `build(db)` run once per database. */
export function perDatabase<D extends object, P>(build: (db: D) => P): (db: D) => P {
  const kept = new WeakMap<D, P>();
  return (db) => {
    let built = kept.get(db);
    if (built === undefined) {
      built = build(db);
      kept.set(db, built);
    }
    return built;
  };
}
