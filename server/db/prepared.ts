// Statements asked on every respondent's page view and post, prepared once per database: drizzle
// builds their text once (building is a tenth of such a request's CPU) and PostgreSQL parses and
// plans them once per connection (node-postgres sends a named statement's text only the first time).
// PGlite takes the same statement with its text each time. Only for statements that run outside a
// transaction: a prepared statement belongs to the database it was prepared on.

/** `build(db)` run once per database (kept as long as the database object lives). */
export function preparedPer<D extends object, P>(build: (db: D) => P): (db: D) => P {
  const kept = new WeakMap<D, P>();
  return (db) => {
    let prepared = kept.get(db);
    if (prepared === undefined) {
      prepared = build(db);
      kept.set(db, prepared);
    }
    return prepared;
  };
}
