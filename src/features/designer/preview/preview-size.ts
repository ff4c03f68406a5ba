// Preview sizes (spec §2 designer features, §9): desktop, tablet and mobile are fixed devices;
// responsive is the author's own size, 420 × 600 until changed.

export const PREVIEW_DEVICES = ['desktop', 'tablet', 'mobile', 'responsive'] as const;
export type PreviewDevice = (typeof PREVIEW_DEVICES)[number];

export interface Dimensions {
  readonly width: number;
  readonly height: number;
}

/** The device shown, and the responsive size kept aside so switching devices does not lose it. */
export interface PreviewSize {
  readonly device: PreviewDevice;
  readonly responsive: Dimensions;
}

export const DEVICE_LABELS = {
  desktop: 'Desktop',
  tablet: 'Tablet',
  mobile: 'Mobile',
  responsive: 'Responsive',
} as const satisfies Record<PreviewDevice, string>;

const FIXED_DIMENSIONS = {
  desktop: { width: 1280, height: 800 },
  tablet: { width: 768, height: 1024 },
  mobile: { width: 375, height: 667 },
} as const satisfies Record<Exclude<PreviewDevice, 'responsive'>, Dimensions>;

/** Spec §9: "Preview default 420 by 600". */
export const DEFAULT_RESPONSIVE: Dimensions = { width: 420, height: 600 };
export const DEFAULT_PREVIEW_SIZE: PreviewSize = { device: 'responsive', responsive: DEFAULT_RESPONSIVE };

/** Bounds of the responsive width and height inputs, in CSS pixels. */
export const MIN_PREVIEW_SIDE = 100;
export const MAX_PREVIEW_SIDE = 4000;

export function isPreviewDevice(value: string): value is PreviewDevice {
  return (PREVIEW_DEVICES as readonly string[]).includes(value);
}

/** The frame's size in CSS pixels for the chosen device. */
export function frameDimensions(size: PreviewSize): Dimensions {
  return size.device === 'responsive' ? size.responsive : FIXED_DIMENSIONS[size.device];
}

/**
 * How much the frame is shrunk to fit `available` pixels of width: never enlarged, and 1 while
 * the space is still unknown (0, before the first measurement).
 */
export function fitScale(frameWidth: number, available: number): number {
  if (available <= 0 || frameWidth <= available) return 1;
  return available / frameWidth;
}
