import { describe, expect, it } from 'vitest';
import { emailError, isEmailAddress } from './email';

describe('isEmailAddress', () => {
  it('accepts a plain address, ignoring surrounding spaces', () => {
    expect(isEmailAddress(' ana@example.org ')).toBe(true);
  });

  it('rejects text without an @ or a domain dot', () => {
    expect(isEmailAddress('ana.example.org')).toBe(false);
    expect(isEmailAddress('ana@example')).toBe(false);
  });
});

describe('emailError', () => {
  it('leaves empty text to the required rule', () => {
    expect(emailError('')).toBeNull();
  });

  it('names the problem for a malformed address', () => {
    expect(emailError('ana@')).toBe('Enter a valid e-mail address');
  });
});
