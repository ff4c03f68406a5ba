import { z } from 'zod';
import { timestampSchema } from '../survey/id';
import { richTextSchema } from '../survey/language-data';
import { interceptTriggerSchema, interceptTriggerTypes, type InterceptTrigger } from './intercept-trigger';

// A survey's website intercept (spec §3, §7): at most one per survey, PUT and GET whole, wrapped
// in `{ intercept }`. Stored configuration: the script that shows it on a website comes later.

/** How the invitation appears on the page. */
export const INTERCEPT_PRESENTATIONS = ['popup', 'slide_in', 'banner'] as const;
export type InterceptPresentation = (typeof INTERCEPT_PRESENTATIONS)[number];

/** How the triggers combine: every one must hold, or any one is enough. */
export const TRIGGER_MATCHES = ['all', 'any'] as const;
export type TriggerMatch = (typeof TRIGGER_MATCHES)[number];

export const MAX_INTERCEPT_TRIGGERS = 20;

/** What the visitor reads; the message is rich text, kept as the HTML the server stores. */
export const interceptInvitationSchema = z.strictObject({
  headline: z.string().trim().max(200, 'The headline can be at most 200 characters').default('We would like your feedback'),
  message: richTextSchema.max(10_000, 'The message can be at most 10,000 characters').default(''),
  accept_label: z.string().trim().min(1, 'The accept button needs a label').max(60).default('Take the survey'),
  decline_label: z.string().trim().min(1, 'The decline button needs a label').max(60).default('No thanks'),
});
export type InterceptInvitation = z.infer<typeof interceptInvitationSchema>;

/** Trigger ids are unique, and single-use types (interceptTriggerTypes) appear once. */
function checkTriggers(triggers: readonly InterceptTrigger[], ctx: z.RefinementCtx): void {
  const ids = new Set<string>();
  const types = new Set<string>();
  triggers.forEach((trigger, index) => {
    if (ids.has(trigger.id)) {
      ctx.addIssue({ code: 'custom', path: [index, 'id'], message: `Trigger id ${trigger.id} is used twice` });
    }
    ids.add(trigger.id);
    if (interceptTriggerTypes[trigger.type].single && types.has(trigger.type)) {
      ctx.addIssue({ code: 'custom', path: [index, 'type'], message: `An intercept can have only one ${trigger.type} trigger` });
    }
    types.add(trigger.type);
  });
}

/** What an author sets: the body of PUT /deployments/intercept (inside `{ intercept }`). */
export const interceptConfigSchema = z.strictObject({
  /** Off: kept but never shown, so an author can pause an intercept without losing its setup. */
  enabled: z.boolean().default(false),
  presentation: z.enum(INTERCEPT_PRESENTATIONS).default('popup'),
  /**
   * Share of the visitors who meet the triggers that are invited. Fractions are allowed: a busy
   * site may want 0.5 %.
   */
  sample_rate_percent: z
    .number('Sample rate must be a number')
    .min(0, 'Sample rate must be between 0 and 100')
    .max(100, 'Sample rate must be between 0 and 100')
    .default(100),
  trigger_match: z.enum(TRIGGER_MATCHES).default('all'),
  /** No triggers: the invitation is offered on page load of every page the script runs on. */
  triggers: z
    .array(interceptTriggerSchema)
    .max(MAX_INTERCEPT_TRIGGERS, `An intercept can have at most ${MAX_INTERCEPT_TRIGGERS} triggers`)
    .superRefine(checkTriggers)
    .default([]),
  invitation: interceptInvitationSchema.prefault({}),
});
export type InterceptConfig = z.infer<typeof interceptConfigSchema>;
export type InterceptConfigInput = z.input<typeof interceptConfigSchema>;

/** The fields the server sets; a PUT that sends one is refused naming it. */
export const INTERCEPT_SERVER_FIELDS = ['updated_at'] as const;

/** The intercept as GET and PUT answer it. */
export const interceptSchema = interceptConfigSchema.extend({
  /** When it was last saved; the survey's revision (ETag) is what clients compare. */
  updated_at: timestampSchema,
});
export type Intercept = z.infer<typeof interceptSchema>;
