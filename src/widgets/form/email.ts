// E-mail address shape for the login pair. Deliberately loose (something@something.tld): the
// server is the judge of real addresses; this only catches obvious typos before a round trip.
export const INVALID_EMAIL_MESSAGE = 'Enter a valid e-mail address';

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmailAddress(value: string): boolean {
  return EMAIL_SHAPE.test(value.trim());
}

/** Empty is left to the required rule. */
export function emailError(value: string): string | null {
  return value.trim() === '' || isEmailAddress(value) ? null : INVALID_EMAIL_MESSAGE;
}
