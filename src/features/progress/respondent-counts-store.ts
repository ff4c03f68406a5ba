// Survey counts (complete / total) for lists of surveys, fetched in batches: every survey a screen
// asks about in the same tick goes into one `counts` request per region (one per page of the
// surveys list, not one per row), and an answer is kept for the life of the store, so paging back
// costs nothing. Screens read it through useSyncExternalStore (respondent-counts.tsx).
import type { RespondentDataRegion } from '../../../schema/api/respondent-data';
import { countedKind, type CountedKind, type CountedSurvey, type CountsReply, type RespondentCounts } from './progress-operations';

export type CountsEntry =
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready'; readonly counted: CountedKind; readonly counts: RespondentCounts }
  | { readonly kind: 'error'; readonly message: string };

export type FetchCounts = (region: RespondentDataRegion, live: readonly string[], test: readonly string[]) => Promise<CountsReply>;

/** The service counts at most 100 surveys per field; a page of the list holds at most 100. */
export const COUNTS_PER_REQUEST = 100;

// One object, so a screen reading an unanswered survey twice sees the same snapshot.
const LOADING: CountsEntry = { kind: 'loading' };
const keyOf = (id: string, counted: CountedKind) => `${counted}:${id}`;

export class RespondentCountsStore {
  private readonly entries = new Map<string, CountsEntry>();
  private readonly queued = new Map<string, { readonly survey: CountedSurvey; readonly counted: CountedKind }>();
  private readonly listeners = new Set<() => void>();
  private scheduled = false;

  constructor(
    private readonly fetchCounts: FetchCounts,
    private readonly schedule: (flush: () => void) => void = (flush) => void setTimeout(flush, 0),
    private readonly describeError: (error: unknown) => string = (error) => (error instanceof Error ? error.message : 'Unknown'),
  ) {}

  /** The survey's counts so far; null when it has none to show (never published). */
  entry(survey: Pick<CountedSurvey, 'id' | 'status'>): CountsEntry | null {
    const counted = countedKind(survey.status);
    if (!counted) return null;
    return this.entries.get(keyOf(survey.id, counted)) ?? LOADING;
  }

  /** Asks for a survey's counts unless they are known or asked for already. */
  request(survey: CountedSurvey): void {
    const counted = countedKind(survey.status);
    if (!counted) return;
    const key = keyOf(survey.id, counted);
    if (this.entries.has(key) || this.queued.has(key)) return;
    this.queued.set(key, { survey, counted });
    if (!this.scheduled) {
      this.scheduled = true;
      this.schedule(() => this.flush());
    }
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private flush(): void {
    this.scheduled = false;
    const byRegion = new Map<RespondentDataRegion, { key: string; id: string; counted: CountedKind }[]>();
    for (const [key, { survey, counted }] of this.queued) {
      const batch = byRegion.get(survey.region) ?? [];
      batch.push({ key, id: survey.id, counted });
      byRegion.set(survey.region, batch);
      this.entries.set(key, LOADING);
    }
    this.queued.clear();
    for (const [region, batch] of byRegion) {
      for (let first = 0; first < batch.length; first += COUNTS_PER_REQUEST) void this.load(region, batch.slice(first, first + COUNTS_PER_REQUEST));
    }
  }

  private async load(region: RespondentDataRegion, batch: readonly { key: string; id: string; counted: CountedKind }[]): Promise<void> {
    const ids = (counted: CountedKind) => batch.filter((item) => item.counted === counted).map((item) => item.id);
    try {
      const reply = await this.fetchCounts(region, ids('live'), ids('test'));
      for (const { key, id, counted } of batch) {
        const counts = reply[counted].find((row) => row.surveyId === id);
        this.entries.set(key, counts ? { kind: 'ready', counted, counts } : { kind: 'error', message: `The service did not count survey ${id}` });
      }
    } catch (error) {
      const message = this.describeError(error);
      for (const { key } of batch) this.entries.set(key, { kind: 'error', message });
    }
    for (const listener of this.listeners) listener();
  }
}

/** The counts as one line of text ("3 / 5", "2 / 4 test"), for exports; '' when there are none. */
export function countsText(entry: CountsEntry | null): string {
  if (!entry || entry.kind !== 'ready') return '';
  return `${entry.counts.complete} / ${entry.counts.total}${entry.counted === 'test' ? ' test' : ''}`;
}
