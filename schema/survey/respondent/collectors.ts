// Data collectors (spec §3): values a respondent does not type. A query_string collector reads
// its parameter from the survey link when the respondent starts (`?uid=…`); the value is kept as
// an upload data field named after the parameter, answers conditions on the collector and pipes as
// a contact field. file_upload collectors read an uploaded contact list (the e-mail launch): a link
// gives them nothing. Pure, so the server and anything that replays a respondent agree.
import type { Responses } from '../condition-evaluator';
import type { Component, ComponentOf } from '../components/component';

/** Longer values are refused: ids in links are short, and a unique value is compared whole. */
export const COLLECTED_VALUE_MAX_LENGTH = 500;

/** A named value kept with the respondent (spec §3 upload data fields). */
export interface CollectedField {
  readonly name: string;
  readonly value: string;
}

/** The link's query, as a server parses it: a parameter given twice is a list. */
export type LinkQuery = Readonly<Record<string, string | readonly string[] | undefined>>;

export type CollectedFields =
  | { readonly ok: true; readonly fields: readonly CollectedField[] }
  | { readonly ok: false; readonly parameter: string; readonly message: string };

type Collector = ComponentOf<'data_collector'>;

/** The collectors that read the link: source query_string with a parameter name. */
export function queryStringCollectors(components: readonly Component[]): Collector[] {
  return components.filter((c): c is Collector => c.kind === 'data_collector' && c.source === 'query_string' && paramOf(c) !== '');
}

/** A collector's parameter name; surrounding spaces typed in the designer are not part of it. */
const paramOf = (collector: Collector) => collector.query_string.param_name.trim();

// C0 and C1 controls (tabs and line breaks included) have no place in an id from a link, and
// would reach exports and the data tab. Matching them is the point of this pattern.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/u;

/**
 * The values the link gives the version's query-string collectors: each parameter once (the first
 * value when it is repeated), trimmed; a missing or blank one is left out. A value too long or
 * holding control characters is refused, naming the parameter.
 */
export function collectedFields(components: readonly Component[], query: LinkQuery): CollectedFields {
  const fields: CollectedField[] = [];
  const seen = new Set<string>();
  for (const collector of queryStringCollectors(components)) {
    const name = paramOf(collector);
    if (seen.has(name)) continue;
    seen.add(name);
    const given = query[name];
    const raw = typeof given === 'string' ? given : given?.[0];
    const value = raw?.trim() ?? '';
    if (value === '') continue;
    const length = [...value].length;
    if (length > COLLECTED_VALUE_MAX_LENGTH) {
      return { ok: false, parameter: name, message: `Link parameter ${name} is ${length} characters long; at most ${COLLECTED_VALUE_MAX_LENGTH} are accepted` };
    }
    if (CONTROL.test(value)) return { ok: false, parameter: name, message: `Link parameter ${name} holds control characters` };
    fields.push({ name, value });
  }
  return { ok: true, fields };
}

/** The fields by name (the last wins should a name repeat), as piping reads contact fields. */
export function fieldsByName(fields: readonly CollectedField[]): Readonly<Record<string, string>> {
  return Object.fromEntries(fields.map((field) => [field.name, field.value]));
}

/**
 * What conditions read of the collectors: each query-string collector whose parameter has a value
 * answers with it as text (so `answered`, and text functions, hold for it).
 */
export function collectedResponses(components: readonly Component[], fields: readonly CollectedField[]): Responses {
  if (fields.length === 0) return {};
  const byName = fieldsByName(fields);
  const responses: Record<string, Responses[string]> = {};
  for (const collector of queryStringCollectors(components)) {
    const value = byName[paramOf(collector)];
    if (value !== undefined) responses[collector.id] = { kind: 'text', value };
  }
  return responses;
}

/** A unique collector's value as compared (spec §3 case_sensitive): NFC, and lower-case unless case-sensitive. */
export function uniqueValueKey(collector: Collector, value: string): string {
  const normal = value.normalize('NFC');
  return collector.query_string.case_sensitive ? normal : normal.toLowerCase();
}

/** A value a unique collector holds for a respondent: what may belong to one complete respondent only. */
export interface UniqueValue {
  readonly collectorId: string;
  /** The parameter's name, for the screened reason. */
  readonly name: string;
  readonly key: string;
}

/** The values of the version's unique collectors among `fields`, ids as the version names them. */
export function uniqueValuesOf(components: readonly Component[], fields: readonly CollectedField[]): UniqueValue[] {
  if (fields.length === 0) return [];
  const byName = fieldsByName(fields);
  return queryStringCollectors(components).flatMap((collector) => {
    const value = byName[paramOf(collector)];
    return collector.query_string.is_unique && value !== undefined
      ? [{ collectorId: collector.id, name: paramOf(collector), key: uniqueValueKey(collector, value) }]
      : [];
  });
}

/** The screened reason of a respondent arriving with a unique value already taken. */
export const duplicateReason = (name: string) => `Duplicate ${name}`;
