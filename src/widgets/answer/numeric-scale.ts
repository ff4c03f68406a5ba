// Numeric answer settings (spec §3: min, max, range_step, range_default_value, decimal_places)
// turned into what the slider and the dropdown need.
export const DEFAULT_SLIDER_MIN = 0;
export const DEFAULT_SLIDER_MAX = 100;
/** A dropdown longer than this is no use to anyone; the designer should pick a bigger step. */
export const MAX_NUMERIC_CHOICES = 1000;

export interface NumericSettings {
  readonly min?: number | undefined;
  readonly max?: number | undefined;
  readonly range_step?: number | undefined;
  readonly range_default_value?: number | undefined;
  readonly decimal_places?: number | undefined;
}

const decimalsOf = (n: number): number => (String(n).split('.')[1] ?? '').length;

/** Slider bounds and step with defaults; the resting point is the default value kept in range. */
export function sliderSettings(settings: NumericSettings) {
  const min = settings.min ?? DEFAULT_SLIDER_MIN;
  const max = settings.max ?? Math.max(DEFAULT_SLIDER_MAX, min + 1);
  const step = settings.range_step !== undefined && settings.range_step > 0 ? settings.range_step : 1;
  const resting = Math.min(Math.max(settings.range_default_value ?? min, min), max);
  return { min, max, step, resting };
}

/**
 * The dropdown's values, min to max by range_step (default 1), without float drift. A designer can
 * configure a list too long to use; it is cut to MAX_NUMERIC_CHOICES and `total` says so.
 */
export function numericChoices(settings: NumericSettings): { readonly values: number[]; readonly total: number } {
  const { min, max } = settings;
  if (min === undefined || max === undefined || max < min) return { values: [], total: 0 };
  const step = settings.range_step !== undefined && settings.range_step > 0 ? settings.range_step : 1;
  const total = Math.floor((max - min) / step + 1e-9) + 1;
  const places = Math.max(settings.decimal_places ?? 0, decimalsOf(step), decimalsOf(min));
  const values = Array.from({ length: Math.min(total, MAX_NUMERIC_CHOICES) }, (_, index) =>
    Number((min + index * step).toFixed(places)),
  );
  return { values, total };
}
