// The respondent page form's own field names, apart from the endpoint records (pages.ts, zod):
// the respondent's browser bundle draws the form and must not carry zod.

/** The form's own fields besides the answers (form-fields.ts names those). */
export const RESPONDENT_FORM = {
  pageId: 'page_id',
  idempotencyKey: 'idempotency_key',
  /** The button pressed: its value is one of RESPONDENT_ACTIONS. */
  action: 'action',
} as const;

export const RESPONDENT_ACTIONS = ['next', 'back'] as const;
export type RespondentAction = (typeof RESPONDENT_ACTIONS)[number];
