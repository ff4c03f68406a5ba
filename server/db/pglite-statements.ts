// Named prepared statements on the embedded database. PGlite's own `query` sends every statement
// unnamed (parse, describe, bind, describe, execute, sync: six trips into the wasm), so PostgreSQL
// parses, analyses and plans it on each run; for the respondent pages that was over half of the
// database's time (a plan opens and sizes every table and index a statement reads, each an fstat).
// Here a statement's text is parsed and described once, under a name, and then only bound and
// executed (one trip), as node-postgres does with a named query: PostgreSQL's plan cache keeps its
// plan (custom plans for the first five runs, then the generic one when it costs no more).
//
// Only plain data statements take this path (select, insert, update, delete, with, values);
// anything else, or a query with options this path does not honour, goes to PGlite's `query`.
// The names live as long as the session: they survive a rollback, and a schema change that alters
// a statement's result type makes PostgreSQL refuse it ("cached plan must not change result type"),
// after which it is prepared afresh on its next run.
import { protocol, types, type messages, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

/** The statement texts kept prepared per database; the least recently run is closed beyond it. */
export const STATEMENT_CAPACITY = 256;
/** Longer texts, or more parameters, are run once and not kept (bulk inserts: each length its own text). */
const MAX_TEXT = 20_000;
const MAX_PARAMS = 500;
const DATA_STATEMENT = /^\s*(?:select|insert|update|delete|with|values)\b/i;
/** PostgreSQL's SQLSTATEs after which a kept statement is dropped: its plan's result type changed, or it is gone. */
const STALE_STATEMENT = new Set(['0A000', '26000']);
/** Statement names are unique in the process, so two sets on one session never take each other's. */
let named = 0;

interface Prepared {
  readonly name: string;
  /** Parameter types as PostgreSQL inferred them: each value is serialised for its type, as PGlite does. */
  readonly paramTypes: readonly number[];
  readonly fields: readonly { readonly name: string; readonly dataTypeID: number }[];
}

type Row = Record<string, unknown> | unknown[];

/** The statements prepared on one PGlite session; `query` runs a statement as PGlite's `query` would. */
export class PreparedStatements {
  private readonly kept = new Map<string, Prepared>();
  /** Names evicted from `kept`, closed with the next statement prepared. */
  private readonly toClose: string[] = [];

  constructor(private readonly client: PGlite, private readonly capacity = STATEMENT_CAPACITY) {}

  /** Whether this path runs the query; else the caller hands it to PGlite's `query`. */
  takes(text: string, params: readonly unknown[] | undefined, options: QueryOptions | undefined): boolean {
    if (options && (options.blob !== undefined || options.paramTypes !== undefined || options.serializers !== undefined
      || options.parsers !== undefined || options.onNotice !== undefined)) return false;
    return text.length <= MAX_TEXT && (params?.length ?? 0) <= MAX_PARAMS && DATA_STATEMENT.test(text);
  }

  /** How many statements are kept prepared now. */
  get size(): number {
    return this.kept.size;
  }

  /**
   * Runs `text` outside any transaction: after other transactions and queries, as PGlite's
   * `query` waits for them (its two locks, in its order).
   */
  query<T>(text: string, params: readonly unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.client._runExclusiveTransaction(() => this.client._runExclusiveQuery(async () => {
      const result = await this.run<T>(text, params, options);
      await this.client.syncToFs();
      return result;
    }));
  }

  /** Runs `text` inside `tx` (PGlite's transaction holds the transaction lock already). */
  queryIn<T>(tx: Transaction, text: string, params: readonly unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    if (tx.closed) return Promise.reject(new Error('Transaction is closed'));
    return this.client._runExclusiveQuery(() => this.run<T>(text, params, options));
  }

  private async run<T>(text: string, params: readonly unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    const prepared = await this.prepared(text, params);
    const { serializers } = this.client;
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serialize = serializers[prepared.paramTypes[i]!];
      return serialize ? serialize(value) : String(value);
    });
    let sent: messages.BackendMessage[];
    try {
      sent = await this.client.execProtocolStream(joined([
        protocol.serialize.bind({ statement: prepared.name, values }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]), { syncToFs: false });
    } catch (error) {
      if (isDatabaseError(error) && STALE_STATEMENT.has(error.code ?? '')) this.forget(text, prepared);
      throw withQuery(error, text, params, options);
    }
    return resultOf<T>(sent, prepared.fields, this.client.parsers, options?.rowMode ?? 'object');
  }

  private async prepared(text: string, params: readonly unknown[]): Promise<Prepared> {
    const known = this.kept.get(text);
    if (known) {
      // Most recently used last: the first entry is the one evicted.
      this.kept.delete(text);
      this.kept.set(text, known);
      return known;
    }
    const name = `fw_statement_${++named}`;
    const closes = this.toClose.splice(0).map((old) => protocol.serialize.close({ type: 'S', name: old }));
    let described: messages.BackendMessage[];
    try {
      described = await this.client.execProtocolStream(joined([
        ...closes,
        protocol.serialize.parse({ name, text }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ]), { syncToFs: false });
    } catch (error) {
      throw withQuery(error, text, params, undefined);
    }
    let paramTypes: readonly number[] = [];
    let fields: Prepared['fields'] = [];
    for (const message of described) {
      if (message.name === 'parameterDescription') paramTypes = (message as messages.ParameterDescriptionMessage).dataTypeIDs;
      if (message.name === 'rowDescription') {
        fields = (message as messages.RowDescriptionMessage).fields.map((field) => ({ name: field.name, dataTypeID: field.dataTypeID }));
      }
    }
    const prepared = { name, paramTypes, fields };
    this.kept.set(text, prepared);
    if (this.kept.size > this.capacity) {
      const [oldestText, oldest] = this.kept.entries().next().value!;
      this.forget(oldestText, oldest);
    }
    return prepared;
  }

  private forget(text: string, prepared: Prepared): void {
    if (this.kept.get(text) !== prepared) return;
    this.kept.delete(text);
    this.toClose.push(prepared.name);
  }
}

function joined(parts: readonly Uint8Array[]): Uint8Array {
  const all = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return all;
}

/** The rows and command of one statement's replies, shaped as PGlite's `query` returns them (its parse.ts). */
function resultOf<T>(sent: readonly messages.BackendMessage[], fields: Prepared['fields'], parsers: PGlite['parsers'], rowMode: 'array' | 'object'): Results<T> {
  const rows: Row[] = [];
  for (const message of sent) {
    if (message.name === 'dataRow') {
      const values = (message as messages.DataRowMessage).fields;
      if (rowMode === 'array') {
        rows.push(values.map((value, i) => types.parseType(value, fields[i]!.dataTypeID, parsers)));
      } else {
        const row: Record<string, unknown> = {};
        for (let i = 0; i < values.length; i++) row[fields[i]!.name] = types.parseType(values[i]!, fields[i]!.dataTypeID, parsers);
        rows.push(row);
      }
    } else if (message.name === 'commandComplete') {
      // "SELECT 2", "UPDATE 3", "INSERT 0 5": the count is the tag's last word.
      const parts = (message as messages.CommandCompleteMessage).text.split(' ');
      const command = parts[0]!;
      const rowCount = Number.parseInt(parts.at(-1)!, 10);
      const affectedRows = ['INSERT', 'UPDATE', 'DELETE', 'MERGE'].includes(command) ? rowCount : 0;
      return { rows: rows as T[], fields: [...fields], command, affectedRows, ...(Number.isNaN(rowCount) ? {} : { rowCount }) } as Results<T>;
    }
  }
  return { rows: rows as T[], fields: [...fields], affectedRows: 0 };
}

function isDatabaseError(error: unknown): error is messages.DatabaseError {
  return error instanceof Error && 'code' in error && 'severity' in error;
}

/** The statement and its values on the error, as PGlite's `query` puts them (its errors.ts). */
function withQuery(error: unknown, query: string, params: readonly unknown[], options: QueryOptions | undefined): unknown {
  if (isDatabaseError(error)) Object.assign(error, { query, params, queryOptions: options });
  return error;
}
