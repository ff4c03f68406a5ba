// Editor colours (spec §9): highlight colours, and the text palette of white, 6 greys and the
// 8 hues in 7 shades each (63 colours). Shades are computed so every hue steps alike.

export const HUES = ['red', 'orange', 'yellow', 'green', 'aqua', 'blue', 'purple', 'pink'] as const;
export type Hue = (typeof HUES)[number];
export const ALIGNMENTS = ['left', 'center', 'right', 'justify'] as const;
export type Alignment = (typeof ALIGNMENTS)[number];

const HUE_DEGREES = { red: 0, orange: 28, yellow: 48, green: 130, aqua: 180, blue: 215, purple: 270, pink: 325 } as const satisfies Record<Hue, number>;

/** Lightness of the 7 shades, lightest first. */
const SHADE_LIGHTNESS = [90, 78, 66, 54, 42, 32, 22] as const;

const GREYS = ['#f1f3f5', '#dee2e6', '#adb5bd', '#868e96', '#495057', '#212529'] as const;

export interface PaletteColour {
  /** Accessible name of the swatch, e.g. "Blue 3". */
  readonly name: string;
  /** Lower-case #rrggbb. */
  readonly hex: string;
}

/** #rrggbb for an HSL colour (h in degrees, s and l in percent). */
export function hslToHex(h: number, s: number, l: number): string {
  const sat = s / 100;
  const light = l / 100;
  const a = sat * Math.min(light, 1 - light);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    const value = light - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export const TEXT_PALETTE: readonly PaletteColour[] = [
  { name: 'White', hex: '#ffffff' },
  ...GREYS.map((hex, index) => ({ name: `Grey ${index + 1}`, hex })),
  ...HUES.flatMap((hue) => SHADE_LIGHTNESS.map((lightness, index) => ({ name: `${capitalise(hue)} ${index + 1}`, hex: hslToHex(HUE_DEGREES[hue], 80, lightness) }))),
];

/** Highlight backgrounds: light enough that the forced dark text stays readable on them. */
export const HIGHLIGHT_HEX: Readonly<Record<Hue, string>> = Object.fromEntries(
  HUES.map((hue) => [hue, hslToHex(HUE_DEGREES[hue], 90, 82)]),
) as Record<Hue, string>;

export function isHue(value: unknown): value is Hue {
  return typeof value === 'string' && (HUES as readonly string[]).includes(value);
}

export function isAlignment(value: unknown): value is Alignment {
  return typeof value === 'string' && (ALIGNMENTS as readonly string[]).includes(value);
}

/** Normalises a CSS colour written by the editor (#rgb or #rrggbb) to #rrggbb, else undefined. */
export function normaliseHex(value: string): string | undefined {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (!match?.[1]) return undefined;
  const digits = match[1].toLowerCase();
  return digits.length === 3 ? `#${[...digits].map((d) => d + d).join('')}` : `#${digits}`;
}
