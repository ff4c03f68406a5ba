// Row types of the region tables this service reads and writes, and the database it works on.
import type { RegionDatabase } from '../db/regions';
import type { responseCodes, responseDates, responseNumerics, responseOpenTexts, respondents } from '../db/region-schema';

export type RegionDb = RegionDatabase['db'];

export type RespondentRow = typeof respondents.$inferSelect;
export type ResponseCodeRow = typeof responseCodes.$inferSelect;
export type ResponseDateRow = typeof responseDates.$inferSelect;
export type ResponseNumericRow = typeof responseNumerics.$inferSelect;
export type ResponseOpenTextRow = typeof responseOpenTexts.$inferSelect;
