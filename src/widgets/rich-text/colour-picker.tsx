import type { ReactNode } from 'react';
import { ToggleGroup, Toolbar } from 'radix-ui';
import { Popover } from '../overlay/popover';

export interface Swatch {
  /** Value stored in the mark (a hue name or a hex). */
  readonly value: string;
  /** Accessible name, e.g. "Blue 3". */
  readonly name: string;
  readonly hex: string;
}

interface ColourPickerProps {
  /** Name of the toolbar button and the popover, e.g. "Highlight". */
  label: string;
  /** What the button shows: a letter or an icon (never an emoji, see editor-toolbar.tsx). */
  glyph: ReactNode;
  swatches: readonly Swatch[];
  /** The value in force at the cursor, if any. */
  active: string | undefined;
  /** A value, or null for "none". */
  onPick: (value: string | null) => void;
  noneLabel: string;
  disabled?: boolean;
}

/** A toolbar button opening a grid of swatches (one tab stop; arrow keys move between swatches). */
export function ColourPicker({ label, glyph, swatches, active, onPick, noneLabel, disabled }: ColourPickerProps) {
  return (
    <Popover
      title={label}
      trigger={
        <Toolbar.Button className="rte-toolbar__button" aria-label={label} disabled={disabled}>
          <span aria-hidden="true">{glyph}</span>
          <span className="rte-toolbar__swatch-bar" aria-hidden="true" style={{ background: swatches.find((s) => s.value === active)?.hex ?? 'transparent' }} />
        </Toolbar.Button>
      }
    >
      <ToggleGroup.Root
        type="single"
        aria-label={label}
        className="rte-swatches"
        value={active ?? ''}
        onValueChange={(value) => onPick(value === '' ? null : value)}
      >
        {swatches.map((swatch) => (
          <ToggleGroup.Item key={swatch.value} value={swatch.value} aria-label={swatch.name} title={swatch.name} className="rte-swatch" style={{ background: swatch.hex }} />
        ))}
      </ToggleGroup.Root>
      <button type="button" className="rte-swatches__none" onClick={() => onPick(null)}>
        {noneLabel}
      </button>
    </Popover>
  );
}
