import { z } from 'zod';

/** The language every survey starts in. */
export const DEFAULT_LANGUAGE = 'en';

/**
 * A language id as listed by the languages service: an ISO 639 code with optional regional or
 * script subtags (en, en-GB, zh-Hans, pt_BR). The message is the catalogue's "Invalid language".
 */
export const languageCodeSchema = z
  .string()
  .regex(/^[a-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})*$/, 'Invalid language');
export type LanguageCode = z.infer<typeof languageCodeSchema>;

/** Rich text is kept as the HTML the server stores (dynamic-text spans included); never parsed here. */
export const richTextSchema = z.string();

type TextShape<F extends string> = { [K in F]: z.ZodOptional<z.ZodString> };

/**
 * The per-language texts of one component kind: every field optional, since a translation may be
 * partial and a missing text is a survey-check warning, not a parse error.
 */
export function languageDataSchema<const F extends string>(...fields: F[]): z.ZodObject<TextShape<F>> {
  const shape = Object.fromEntries(fields.map((field) => [field, richTextSchema.optional()]));
  return z.object(shape as TextShape<F>);
}

/**
 * The two language-data fields of a component: the texts of the survey's default language, and the
 * texts of each additional language keyed by language id (same shape).
 */
export function languageDataFields<S extends z.ZodObject>(data: S) {
  return {
    default_language_data: data.optional(),
    additional_language_data: z.record(languageCodeSchema, data).optional(),
  };
}
