import { describe, expect, it } from 'vitest';
import { escapeExportText } from './export-text';

describe('escapeExportText', () => {
  it('leaves plain text alone', () => {
    expect(escapeExportText('Very satisfied')).toBe('Very satisfied');
  });

  it('escapes pipes', () => {
    expect(escapeExportText('a|b')).toBe('a\\|b');
  });

  it('escapes line breaks of every kind', () => {
    expect(escapeExportText('one\ntwo\r\nthree')).toBe('one\\ntwo\\r\\nthree');
  });

  it('escapes backslashes so a literal "\\|" stays distinguishable', () => {
    expect(escapeExportText('a\\|b')).toBe('a\\\\\\|b');
  });
});
