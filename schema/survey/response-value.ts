// The value the condition evaluator reads for one subject, as a zod schema apart from the
// evaluator: the respondent's browser bundle evaluates conditions and must not carry zod.
import { z } from 'zod';

/**
 * A respondent's answer to one condition subject, as the evaluator reads it:
 * choice (single, multi, and data processors' result codes), number, text (open text, dates) or
 * the fill state of a quota definition.
 */
export const responseValueSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('choice'),
    selected: z.array(z.object({ id: z.string(), code: z.string() })),
  }),
  z.object({ kind: z.literal('number'), value: z.number().nullable() }),
  z.object({ kind: z.literal('text'), value: z.string() }),
  z.object({ kind: z.literal('quota'), full: z.boolean() }),
]);
export type ResponseValue = z.infer<typeof responseValueSchema>;
