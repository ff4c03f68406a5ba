import { describe, expect, it } from 'vitest';
import { passwordErrors } from './set-password-page';

describe('set-password rules', () => {
  it('requires both fields, eight characters, and a matching confirmation', () => {
    expect(passwordErrors('', '')).toEqual({ password: 'This field is required', confirm: 'This field is required' });
    expect(passwordErrors('short', 'short').password).toBe('Use at least 8 characters');
    expect(passwordErrors('long enough', 'different').confirm).toBe('The passwords do not match');
    expect(passwordErrors('long enough', 'long enough')).toEqual({ password: null, confirm: null });
  });
});
