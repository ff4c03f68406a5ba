// What the server's walk does besides deciding (issue 14 A), for one respondent: their data
// collectors' values as responses, the quota gate, and the data processors the walk passes run
// exactly once (processor-runs.ts), their results added to the answers the walk reads on.
import {
  collectedFields, collectedResponses, fieldsByName, namedComponents, processorRequest, queryStringCollectors, setAnswer, uniqueValuesOf,
  type CollectedField, type CollectedFields, type Component, type ComponentOf, type LinkQuery, type Responses, type SurveyLanguage,
  type UniqueValue,
} from '../../schema';
import type { AppContext } from '../context';
import type { FieldedVersion } from './fielded-version';
import { postJson } from './processor-call';
import { ProcessorRuns, resultGroupOf } from './processor-runs';
import type { RegionDb } from './region-rows';
import type { QuotaGate, WalkEffects } from './respondent-walk';

export interface EffectsInput {
  readonly db: RegionDb;
  readonly respondentId: string;
  readonly fields: readonly CollectedField[];
  readonly lang: SurveyLanguage;
  readonly gate: (responses: Responses) => QuotaGate;
  /** Runs before a processor is called (a first visit stores the respondent there). */
  readonly beforeCall?: (page: { readonly id: string }) => Promise<void>;
}

export class RespondentEffects {
  /**
   * Versions never change: each one's names (for data processors) and its query-string collectors
   * are found once, so a request costs its respondent's values, not a scan of the survey.
   */
  private readonly names = new WeakMap<FieldedVersion, ReadonlyMap<string, Component>>();
  private readonly collectors = new WeakMap<FieldedVersion, readonly ComponentOf<'data_collector'>[]>();

  constructor(private readonly ctx: Pick<AppContext, 'config' | 'now'>) {}

  of(version: FieldedVersion, input: EffectsInput): WalkEffects {
    const { processors } = this.ctx.config;
    const runs = new ProcessorRuns(input.db, (url, request) => postJson(url, request, processors), processors.timeoutMs, () => this.ctx.now());
    const byName = this.namesOf(version);
    const fields = fieldsByName(input.fields);
    return {
      given: this.given(version, input.fields),
      gate: input.gate,
      pass: async (page, passed, answers) => {
        let out = answers;
        for (const processor of passed) {
          const group = resultGroupOf(version.tree, processor);
          // Run before (a resend, a page answered again after Back): its result is a stored answer.
          if (group && out[processor.id]?.[group.id]) continue;
          await input.beforeCall?.(page);
          const request = processorRequest(processor, { byName, tree: version.tree, answers: out, fields, lang: input.lang });
          const url = processor.api.url.trim() || processors.defaultUrl;
          const result = await runs.run({ respondentId: input.respondentId, processor, url, request }, group?.id);
          if (group) out = setAnswer(out, processor.id, group.id, { type: 'single', value: { code: result.code, other: {} } });
        }
        return out;
      },
    };
  }

  /** The unique collectors' values among `fields`, by the collectors' design ids (kept across versions). */
  uniqueValues(version: FieldedVersion, fields: readonly CollectedField[]): UniqueValue[] {
    return uniqueValuesOf(this.collectorsOf(version), fields).map((value) => ({ ...value, collectorId: version.designIdOf(value.collectorId) }));
  }

  /** The values the link gives the version's collectors (or which parameter is refused). */
  collected(version: FieldedVersion, query: LinkQuery): CollectedFields {
    return collectedFields(this.collectorsOf(version), query);
  }

  /** The collectors' values as the responses conditions read. */
  given(version: FieldedVersion, fields: readonly CollectedField[]): Responses {
    return fields.length === 0 ? {} : collectedResponses(this.collectorsOf(version), fields);
  }

  private collectorsOf(version: FieldedVersion): readonly ComponentOf<'data_collector'>[] {
    let collectors = this.collectors.get(version);
    if (!collectors) {
      collectors = queryStringCollectors(version.components);
      this.collectors.set(version, collectors);
    }
    return collectors;
  }

  private namesOf(version: FieldedVersion): ReadonlyMap<string, Component> {
    let names = this.names.get(version);
    if (!names) {
      names = namedComponents(version.components);
      this.names.set(version, names);
    }
    return names;
  }
}
