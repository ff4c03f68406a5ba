import { describe, expect, it } from 'vitest';
import { isAcceptedFile } from './file-accept';

const png = { name: 'Logo.PNG', type: 'image/png' };

describe('isAcceptedFile', () => {
  it('accepts everything without an accept list', () => {
    expect(isAcceptedFile(png, undefined)).toBe(true);
  });

  it('matches extensions case-insensitively', () => {
    expect(isAcceptedFile(png, '.jpg, .png')).toBe(true);
  });

  it('matches wildcard and exact media types', () => {
    expect(isAcceptedFile(png, 'image/*')).toBe(true);
    expect(isAcceptedFile(png, 'application/pdf')).toBe(false);
  });
});
