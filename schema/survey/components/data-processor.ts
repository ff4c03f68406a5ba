import { z } from 'zod';
import { componentFields } from './common';

/**
 * The one provider a data processor can call. The spec names only "a feedback-analytics provider",
 * so the single value is generic; its settings block carries the same name.
 */
export const PROCESSOR_TYPES = ['feedback_analytics'] as const;
export type ProcessorType = (typeof PROCESSOR_TYPES)[number];

/** Settings sent to the provider. score, comment and tags name the components whose answers are sent. */
export const feedbackAnalyticsSettingsSchema = z.object({
  /** Account id and access token at the provider. */
  id: z.string().default(''),
  token: z.string().default(''),
  score: z.string().nullable().default(null),
  comment: z.string().nullable().default(null),
  tags: z.array(z.string()).default([]),
});

/**
 * Sends collected answers to the provider and records the call's result as one of the preset
 * result codes (see ../data-processor.ts).
 */
export const dataProcessorSchema = z.object({
  ...componentFields('data_processor'),
  processor_type: z.enum(PROCESSOR_TYPES).default('feedback_analytics'),
  feedback_analytics: feedbackAnalyticsSettingsSchema.prefault({}),
  /** Address of the provider's API; empty uses the provider's standard address. */
  api: z.object({ url: z.string().default('') }).prefault({}),
});
export type DataProcessor = z.infer<typeof dataProcessorSchema>;
