import { z } from 'zod';
import { componentFields } from './common';

export const DATA_COLLECTOR_SOURCES = ['query_string', 'file_upload'] as const;
export type DataCollectorSource = (typeof DATA_COLLECTOR_SOURCES)[number];

/** Collects a value the respondent does not type: from the survey link or an uploaded contact file. */
export const dataCollectorSchema = z.object({
  ...componentFields('data_collector'),
  source: z.enum(DATA_COLLECTOR_SOURCES).default('query_string'),
  query_string: z
    .object({
      /** Name of the link parameter read, e.g. `uid` in ?uid=…; empty until the author sets it. */
      param_name: z.string().default(''),
      /** Refuse a second response carrying the same value. */
      is_unique: z.boolean().default(false),
      case_sensitive: z.boolean().default(false),
    })
    .prefault({}),
});
export type DataCollector = z.infer<typeof dataCollectorSchema>;
