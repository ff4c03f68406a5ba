// WCAG 2.1 contrast between two colours (relative luminance, 1.4.3): the survey theme's colours
// are chosen by authors, so the runtime picks readable pairs and the designer can warn.

/** AA for body text (1.4.3); large text and interface parts need 3:1. */
export const AA_TEXT_CONTRAST = 4.5;

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of a hex colour ('5270FF' or '#5270ff'). */
export function relativeLuminance(hex: string): number {
  const digits = hex.replace(/^#/, '');
  if (!/^[0-9a-fA-F]{6}$/.test(digits)) throw new Error(`"${hex}" is not a six-digit hex colour`);
  const [r, g, b] = [0, 2, 4].map((i) => channel(parseInt(digits.slice(i, i + 2), 16)));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The contrast ratio of two colours, from 1 (same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}
