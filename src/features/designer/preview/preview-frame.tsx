// The preview's size switcher and the frame the survey is drawn in (spec §2: preview sizes
// desktop, tablet, mobile and responsive, default 420 × 600). The frame is a plain scrollable div
// carrying the theme's custom properties, shrunk with a transform when wider than the space.
import { useState } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { NumberField, RadioGroupField } from '../../../widgets/form';
import { themeStyle, type SurveyTheme } from '../../../survey-runtime';
import {
  DEVICE_LABELS,
  MAX_PREVIEW_SIDE,
  MIN_PREVIEW_SIDE,
  PREVIEW_DEVICES,
  fitScale,
  frameDimensions,
  isPreviewDevice,
  type Dimensions,
  type PreviewSize,
} from './preview-size';
import { useAvailableWidth } from './use-available-width';

export interface PreviewFrameProps {
  readonly size: PreviewSize;
  readonly onSizeChange: (size: PreviewSize) => void;
  readonly theme?: SurveyTheme | undefined;
  /** Controls drawn beside the size switcher (e.g. the language selector). */
  readonly toolbar?: ReactNode;
  readonly children: ReactNode;
}

const DEVICE_OPTIONS = PREVIEW_DEVICES.map((device) => ({ value: device, label: DEVICE_LABELS[device] }));

export function PreviewFrame({ size, onSizeChange, theme, toolbar, children }: PreviewFrameProps) {
  const [stageRef, available] = useAvailableWidth();
  const { width, height } = frameDimensions(size);
  const scale = fitScale(width, available);
  const resize = (change: Partial<Dimensions>) => onSizeChange({ ...size, responsive: { ...size.responsive, ...change } });
  const frameStyle: CSSProperties = {
    ...themeStyle(theme),
    width: `${width}px`,
    height: `${height}px`,
    transform: scale < 1 ? `scale(${scale})` : undefined,
  };
  return (
    <div className="preview-frame">
      <div className="preview-frame__toolbar">
        <RadioGroupField
          label="Preview size"
          orientation="horizontal"
          options={DEVICE_OPTIONS}
          value={size.device}
          onChange={(device) => {
            if (isPreviewDevice(device)) onSizeChange({ ...size, device });
          }}
        />
        {size.device === 'responsive' ? (
          <div className="preview-frame__dimensions">
            <SideField label="Width" value={size.responsive.width} onChange={(width) => resize({ width })} />
            <SideField label="Height" value={size.responsive.height} onChange={(height) => resize({ height })} />
          </div>
        ) : null}
        {toolbar}
      </div>
      <p className="preview-frame__size muted" aria-live="polite">
        {width} × {height}
        {scale < 1 ? `, shown at ${Math.round(scale * 100)}%` : ''}
      </p>
      <div className="preview-frame__stage" ref={stageRef}>
        {/* Reserves the scaled size: a transform alone leaves the layout box at full size. */}
        <div className="preview-frame__viewport" style={{ width: `${width * scale}px`, height: `${height * scale}px` }}>
          <div
            className="preview-frame__canvas"
            role="region"
            aria-label="Survey preview"
            tabIndex={0}
            data-scheme="light"
            data-device={size.device}
            style={frameStyle}
          >
            {children}
          </div>
        </div>
      </div>
    </div>
  );
}

interface SideFieldProps {
  readonly label: string;
  readonly value: number;
  readonly onChange: (value: number) => void;
}

/** A responsive width or height box. It may be emptied while retyping; the frame keeps its size. */
function SideField({ label, value, onChange }: SideFieldProps) {
  const [typed, setTyped] = useState<number | null>(value);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setTyped(value);
  }
  return (
    <NumberField
      label={label}
      min={MIN_PREVIEW_SIDE}
      max={MAX_PREVIEW_SIDE}
      value={typed}
      onChange={(next) => {
        setTyped(next);
        if (next !== null) onChange(next);
      }}
    />
  );
}
