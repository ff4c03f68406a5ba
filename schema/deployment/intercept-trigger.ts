import { z } from 'zod';
import { idSchema } from '../survey/id';

// What makes a website intercept appear to a visitor. Stored configuration only: the intercept
// script (served later) evaluates these in the visitor's browser.

/** Every trigger type; the single source of the `type` values. */
export const INTERCEPT_TRIGGER_TYPES = ['page_url', 'time_on_page', 'scroll_depth', 'exit_intent', 'page_views'] as const;
export type InterceptTriggerType = (typeof INTERCEPT_TRIGGER_TYPES)[number];

/** How a page_url trigger compares its value with the page's full address (query string included). */
export const PAGE_URL_MATCHES = ['contains', 'equals', 'starts_with', 'regex'] as const;
export type PageUrlMatch = (typeof PAGE_URL_MATCHES)[number];

/** The fields of every trigger: an id (spec §3 "triggers, each with an id") and its type. */
function triggerFields<const T extends InterceptTriggerType>(type: T) {
  return {
    /** Minted by the client like every draft entity, so an edited trigger keeps its identity. */
    id: z.string('Each trigger needs an id').pipe(idSchema),
    type: z.literal(type),
  };
}

const isRegExp = (source: string) => {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
};

export const pageUrlTriggerSchema = z
  .strictObject({
    ...triggerFields('page_url'),
    match: z.enum(PAGE_URL_MATCHES).default('contains'),
    // Never empty: "contains ''" would match every page, which is what having no trigger means.
    value: z.string().trim().min(1, 'Enter the address, or part of it, to match').max(2000),
  })
  .superRefine((trigger, ctx) => {
    if (trigger.match === 'regex' && !isRegExp(trigger.value)) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: `Not a valid regular expression: ${trigger.value}` });
    }
  });

export const timeOnPageTriggerSchema = z.strictObject({
  ...triggerFields('time_on_page'),
  /** Seconds the visitor has spent on the current page. */
  seconds: z.int('Seconds must be a whole number').min(1, 'Seconds must be at least 1').max(3600, 'Seconds can be at most 3600').default(10),
});

export const scrollDepthTriggerSchema = z.strictObject({
  ...triggerFields('scroll_depth'),
  /** How far down the page the visitor has scrolled, as a percentage of its height. */
  percent: z.int('Percent must be a whole number').min(1, 'Percent must be at least 1').max(100, 'Percent can be at most 100').default(50),
});

/** The pointer leaves the window towards the browser's tabs or close button (desktop only). */
export const exitIntentTriggerSchema = z.strictObject({ ...triggerFields('exit_intent') });

export const pageViewsTriggerSchema = z.strictObject({
  ...triggerFields('page_views'),
  /** Pages of the site the visitor has seen in this visit, the current one included. */
  count: z.int('Count must be a whole number').min(1, 'Count must be at least 1').max(1000, 'Count can be at most 1000').default(3),
});

export const interceptTriggerSchema = z.discriminatedUnion('type', [
  pageUrlTriggerSchema,
  timeOnPageTriggerSchema,
  scrollDepthTriggerSchema,
  exitIntentTriggerSchema,
  pageViewsTriggerSchema,
]);
export type InterceptTrigger = z.infer<typeof interceptTriggerSchema>;
export type InterceptTriggerOf<T extends InterceptTriggerType> = Extract<InterceptTrigger, { type: T }>;

/** Everything that differs per trigger type, in one place. */
export interface TriggerDef<T extends InterceptTriggerType> {
  readonly schema: z.ZodType<InterceptTriggerOf<T>, unknown>;
  /**
   * At most one trigger of this type per intercept. Two thresholds of one measure would only
   * repeat or contradict each other (10 and 20 seconds); page addresses legitimately come in
   * several (a pricing page and a checkout page).
   */
  readonly single: boolean;
}

export const interceptTriggerTypes = {
  page_url: { schema: pageUrlTriggerSchema, single: false },
  time_on_page: { schema: timeOnPageTriggerSchema, single: true },
  scroll_depth: { schema: scrollDepthTriggerSchema, single: true },
  exit_intent: { schema: exitIntentTriggerSchema, single: true },
  page_views: { schema: pageViewsTriggerSchema, single: true },
} satisfies { readonly [T in InterceptTriggerType]: TriggerDef<T> };

const triggerTable: { readonly [T in InterceptTriggerType]: TriggerDef<T> } = interceptTriggerTypes;

/** A new trigger of `type` with its defaults, given the id the client minted. Throws on bad input. */
export function createInterceptTrigger<T extends InterceptTriggerType>(
  type: T,
  input: { readonly id: string } & Partial<Omit<InterceptTriggerOf<T>, 'id' | 'type'>>,
): InterceptTriggerOf<T> {
  return triggerTable[type].schema.parse({ ...input, type });
}
