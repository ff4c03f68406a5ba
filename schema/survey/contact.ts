// Contacts (spec §3, §4, §5): the people an e-mail task invites. Their statuses and history events
// are the spec's lists; the rules for taking one in (strings trimmed, the language chosen) are pure
// here so the contacts upload and the respondent data service apply them alike.

/** Spec §4 contact status; `on_hold` until an e-mail task takes the contact. */
export const CONTACT_STATUSES = [
  'on_hold', 'in_progress', 'live', 'closed', 'dropped', 'rejected', 'expired', 'bounce', 'suppressed',
  'unsubscribe', 'delivered', 'open', 'processed',
] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/** Spec §4 contact history events (the e-mail provider's event names). */
export const CONTACT_EVENTS = [
  'delivered', 'processed', 'open', 'rejected', 'expired', 'bounce', 'dropped', 'spamreport', 'unsubscribe', 'suppressed',
] as const;
export type ContactEvent = (typeof CONTACT_EVENTS)[number];

export function isContactStatus(value: string): value is ContactStatus {
  return (CONTACT_STATUSES as readonly string[]).includes(value);
}

/** A contact as uploaded, before the rules below. */
export interface ContactUpload {
  readonly email: string;
  readonly firstName?: string | null | undefined;
  readonly lastName?: string | null | undefined;
  readonly language?: string | null | undefined;
  readonly fields?: Readonly<Record<string, unknown>> | null | undefined;
}

/** A contact taken in: every string trimmed (spec §5), the e-mail lower-case, empty names null. */
export interface ContactValues {
  readonly email: string;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly language: string;
  readonly fields: Readonly<Record<string, string>>;
}

export type ContactProblem = { readonly field: string; readonly message: string };

// Deliberately loose (one @, a dot in the domain, no spaces): the provider decides deliverability.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const trimmedOrNull = (value: string | null | undefined) => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/**
 * The contact to store, or the first problem (naming the field). `launchLanguages` are the
 * version's; the language is the contact's own when among them, else `fallback` (spec §5).
 */
export function contactValuesOf(
  upload: ContactUpload, launchLanguages: readonly string[], fallback: string,
): { readonly ok: true; readonly contact: ContactValues } | { readonly ok: false; readonly problem: ContactProblem } {
  const email = upload.email.trim().toLowerCase();
  if (!emailPattern.test(email)) return { ok: false, problem: { field: 'email', message: `"${upload.email.slice(0, 200)}" is not an e-mail address` } };
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(upload.fields ?? {})) {
    if (value === null || value === undefined) continue;
    if (typeof value === 'object') return { ok: false, problem: { field: `fields.${name}`, message: 'must be a text, number or true/false' } };
    fields[name.trim()] = String(value).trim();
  }
  const wanted = trimmedOrNull(upload.language);
  return {
    ok: true,
    contact: {
      email,
      firstName: trimmedOrNull(upload.firstName),
      lastName: trimmedOrNull(upload.lastName),
      language: wanted !== null && launchLanguages.includes(wanted) ? wanted : fallback,
      fields,
    },
  };
}
