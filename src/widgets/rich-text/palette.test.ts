import { describe, expect, it } from 'vitest';
import { ALIGNMENTS, HIGHLIGHT_HEX, HUES, TEXT_PALETTE, hslToHex, normaliseHex } from './palette';

describe('palette', () => {
  it('has white, 6 greys and 8 hues in 7 shades: 63 distinct colours', () => {
    expect(TEXT_PALETTE).toHaveLength(1 + 6 + 8 * 7);
    expect(TEXT_PALETTE[0]).toEqual({ name: 'White', hex: '#ffffff' });
    expect(TEXT_PALETTE.filter((c) => c.name.startsWith('Grey'))).toHaveLength(6);
    expect(TEXT_PALETTE.filter((c) => c.name.startsWith('Aqua'))).toHaveLength(7);
    expect(new Set(TEXT_PALETTE.map((c) => c.hex)).size).toBe(63);
  });
  it('names the 8 highlight colours', () => {
    expect(HUES).toEqual(['red', 'orange', 'yellow', 'green', 'aqua', 'blue', 'purple', 'pink']);
    expect(Object.keys(HIGHLIGHT_HEX)).toEqual([...HUES]);
  });
  it('has the four alignments', () => {
    expect(ALIGNMENTS).toEqual(['left', 'center', 'right', 'justify']);
  });
  it('converts HSL to hex', () => {
    expect(hslToHex(0, 100, 50)).toBe('#ff0000');
    expect(hslToHex(120, 100, 25)).toBe('#008000');
  });
  it('normalises short and upper-case hex', () => {
    expect(normaliseHex('#ABC')).toBe('#aabbcc');
    expect(normaliseHex('rgb(0,0,0)')).toBeUndefined();
  });
});
