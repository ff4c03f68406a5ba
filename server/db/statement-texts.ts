// SQL texts built once per shape. Drizzle builds a statement's text from its builders on every
// run (a tenth of a respondent's page save in CPU); a statement whose text depends only on its
// shape (how many answers of each kind, which columns it sets) is built here the first time its
// shape is seen, with a placeholder for every value, and each run then sends the kept text with
// its values. The same text each time also lets the embedded database reuse its prepared
// statement (pglite-statements.ts).
import { fillPlaceholders, type Query, type SQL } from 'drizzle-orm';
import { PgDialect, type PgSession } from 'drizzle-orm/pg-core';

/** Shapes kept per statement; past it the oldest shape's text is built again when next seen. */
const SHAPE_CAPACITY = 500;

/** A database or a transaction: what runs a built query. */
interface Runs {
  readonly _: { readonly session: Pick<PgSession, 'prepareQuery'> };
}

export class StatementTexts {
  private readonly kept = new Map<string, Query>();
  // Our databases are drizzle's defaults (no casing option): the texts its sessions would build.
  private readonly dialect = new PgDialect();

  constructor(private readonly capacity = SHAPE_CAPACITY) {}

  /**
   * Runs the statement of `shape` with `values` (placeholder name → value) on `db` (a database or
   * a transaction), building its text with `build` (placeholders in place of values) only the first
   * time. Returns what `db.execute` returns: the driver's result.
   */
  async execute<R>(db: Runs, shape: string, build: () => SQL, values: Readonly<Record<string, unknown>>): Promise<R> {
    let query = this.kept.get(shape);
    if (!query) {
      query = this.dialect.sqlToQuery(build());
      this.kept.set(shape, query);
      if (this.kept.size > this.capacity) this.kept.delete(this.kept.keys().next().value!);
    }
    const params = fillPlaceholders(query.params, values);
    return db._.session.prepareQuery({ sql: query.sql, params }, undefined, undefined, false).execute() as Promise<R>;
  }

  /** How many shapes are kept now. */
  get size(): number {
    return this.kept.size;
  }
}

