// The Data tab's state in the URL (house style: URL state is written by navigate()): the filters
// and the page, so a reload, a shared link or coming back from a respondent's page shows the same
// rows. A value the schema refuses is dropped (`.catch`), never an error page.
import { z } from 'zod';
import { conditionGroupSchema } from '../../../schema';
import { compactFilter, respondentKinds, respondentStatuses, type RespondentFilterInput } from './respondent-filter';
import { convertAnsweredConditions } from './answered-filter';

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const dataSearchSchema = z.object({
  status: z.array(z.enum(respondentStatuses)).optional().catch(undefined),
  kind: z.enum(respondentKinds).optional().catch(undefined),
  versions: z.array(z.number().int().positive()).optional().catch(undefined),
  /** First day shown (YYYY-MM-DD, the viewer's time zone). */
  from: isoDay.optional().catch(undefined),
  /** Last day shown, included. */
  to: isoDay.optional().catch(undefined),
  /** The "answered" conditions as built; unsupported ones stay here, shown as not applied. */
  conditions: conditionGroupSchema.optional().catch(undefined),
  /** Cursor paging: the `after` cursor of every page opened since the first (previous pops one). */
  pages: z.array(z.string().max(1000)).max(10_000).optional().catch(undefined),
});
export type DataSearch = z.infer<typeof dataSearchSchema>;

/** Midnight starting `day` in the viewer's time zone, as ISO 8601 (with its offset, Z). */
export function startOfDay(day: string, plusDays = 0): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const start = new Date(year, month - 1, date + plusDays);
  if (Number.isNaN(start.getTime())) throw new RangeError(`Invalid date string: ${day}`);
  return start.toISOString();
}

/** The service's filter for the URL's filters. `to` is exclusive there, so it is the next midnight. */
export function filterOfSearch(search: DataSearch): RespondentFilterInput {
  return compactFilter({
    status: search.status,
    kind: search.kind,
    versions: search.versions,
    from: search.from ? startOfDay(search.from) : undefined,
    to: search.to ? startOfDay(search.to, 1) : undefined,
    answered: convertAnsweredConditions(search.conditions).answered,
  });
}

/** How many filters are in force, for the filter panel's badge. */
export function activeFilterCount(search: DataSearch): number {
  const filter = filterOfSearch(search);
  return [filter.status, filter.kind, filter.versions, filter.from ?? filter.to, filter.answered].filter((v) => v !== undefined).length;
}

/** The search without paging: a change of filter starts again from the first page. */
export function withoutPaging(search: DataSearch): DataSearch {
  const { pages: _pages, ...rest } = search;
  return rest;
}
