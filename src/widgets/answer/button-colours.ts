// Answer button colours (spec §3 button_settings, §9 defaults). Stored as hex without '#'; a value
// that is not a valid hex falls back to the default rather than breaking the page.
import type { CSSProperties } from 'react';
import { isValidHex } from '../form/hex';

export const BUTTON_SETTING_KEYS = [
  'bg',
  'text',
  'hover_bg',
  'hover_text',
  'active_bg',
  'active_text',
  'active_hover_bg',
  'active_hover_text',
] as const;
export type ButtonSettingKey = (typeof BUTTON_SETTING_KEYS)[number];
export type ButtonSettings = Readonly<Record<ButtonSettingKey, string>>;

/**
 * Spec §9: button background E5E9ED, button text FFFFFF, hover background C1CAD4; a chosen answer
 * takes the primary 5270FF. Hovering a chosen answer darkens it to the secondary 153DFF so the
 * pointer still gets feedback.
 */
export const DEFAULT_BUTTON_SETTINGS: ButtonSettings = {
  bg: 'E5E9ED',
  text: 'FFFFFF',
  hover_bg: 'C1CAD4',
  hover_text: 'FFFFFF',
  active_bg: '5270FF',
  active_text: 'FFFFFF',
  active_hover_bg: '153DFF',
  active_hover_text: 'FFFFFF',
};

export function resolveButtonSettings(settings: Partial<ButtonSettings> | undefined): ButtonSettings {
  const resolved = { ...DEFAULT_BUTTON_SETTINGS };
  for (const key of BUTTON_SETTING_KEYS) {
    const value = settings?.[key]?.replace(/^#/, '');
    if (value !== undefined && isValidHex(value)) resolved[key] = value;
  }
  return resolved;
}

/** The colours as CSS custom properties, read by .answer-button in answer.css. */
export function buttonColourStyle(settings: Partial<ButtonSettings> | undefined): CSSProperties {
  const resolved = resolveButtonSettings(settings);
  const style: Record<string, string> = {};
  for (const key of BUTTON_SETTING_KEYS) {
    style[`--answer-button-${key.replaceAll('_', '-')}`] = `#${resolved[key]}`;
  }
  return style as CSSProperties;
}
