// The embedded database's client as drizzle is given it. Drizzle passes every query the same few
// type parsers (drizzle-orm/pglite/session.js: dates, times and their arrays come back as the text
// PostgreSQL sends); PGlite merges a query's parsers into its table of every type's parser, which
// holds one per array type (hundreds), by copying the table on every query: about 0.3 ms a
// statement, a quarter of a respondent's page save. So the client holds drizzle's parsers itself
// and the per-query copy is dropped; what each query returns is unchanged (pglite-client.test.ts).
// Data statements run as named prepared statements (pglite-statements.ts): parsed and planned once.
import { PGlite, types, type ParserOptions, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { PreparedStatements } from './pglite-statements';

const asSent = (value: string) => value;

/** The parsers drizzle-orm's PGlite session gives each query (its queryConfig and rawQueryConfig). */
export const DRIZZLE_QUERY_PARSERS: ParserOptions = {
  [types.TIMESTAMP]: asSent,
  [types.TIMESTAMPTZ]: asSent,
  [types.INTERVAL]: asSent,
  [types.DATE]: asSent,
  1231: asSent, // numeric[]
  1115: asSent, // timestamp[]
  1185: asSent, // timestamptz[]
  1187: asSent, // interval[]
  1182: asSent, // date[]
};

/** Opens PGlite (in memory without `dataDir`) holding drizzle's parsers; `forDrizzle` is the client to hand drizzle. */
export async function openPglite(dataDir?: string | null): Promise<{ readonly client: PGlite; readonly forDrizzle: PGlite }> {
  const client = dataDir ? new PGlite(dataDir) : new PGlite();
  await client.waitReady;
  // After start: starting registers a parser for every array type, drizzle's array ones included.
  Object.assign(client.parsers, DRIZZLE_QUERY_PARSERS);
  return { client, forDrizzle: forDrizzle(client, new PreparedStatements(client), null) };
}

type Queries = Pick<PGlite, 'query'>;

/**
 * `target` (the client, or `tx` one of its transactions) with `query` ignoring a query's own
 * parsers and running data statements prepared, and transactions handing out the same.
 */
function forDrizzle<T extends Queries>(target: T, statements: PreparedStatements, tx: Transaction | null): T {
  // What is set on the client (a test counting statements wraps `query`) stays on this view, so
  // a wrapper that calls the `query` it replaced reaches the target's through ours, never itself.
  const overrides = new Map<PropertyKey, unknown>();
  return new Proxy(target, {
    get(object, property) {
      if (overrides.has(property)) return overrides.get(property);
      if (property === 'query') {
        return (text: string, params?: unknown[], options?: QueryOptions) => {
          const own = options?.parsers ? withoutParsers(options) : options;
          if (!statements.takes(text, params, own)) return object.query(text, params, own);
          return tx ? statements.queryIn(tx, text, params, own) : statements.query(text, params, own);
        };
      }
      if (property === 'transaction' && 'transaction' in object) {
        const transaction = (object as unknown as PGlite).transaction.bind(object);
        return <R>(work: (tx: Transaction) => Promise<R>) => transaction((opened) => work(forDrizzle(opened, statements, opened)));
      }
      const value: unknown = Reflect.get(object, property, object);
      // PGlite's methods use private fields: they must run on the object itself, not the proxy.
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(object) : value;
    },
    set(_object, property, value) {
      overrides.set(property, value);
      return true;
    },
  });
}

function withoutParsers(options: QueryOptions): QueryOptions {
  const { parsers: _dropped, ...rest } = options;
  return rest;
}
