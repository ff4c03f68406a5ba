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
 * Spec §9 gives the button background E5E9ED, hover background C1CAD4 and button text FFFFFF, but
 * white on E5E9ED is unreadable (1.2:1), so idle and hovered answers take the theme's text colour
 * 0E1318 (15:1 and 11:1). A chosen answer is white on the secondary 153DFF (6.7:1) rather than on
 * the primary 5270FF, where white reaches only 4.1:1, under WCAG AA's 4.5:1 for body text; hovering
 * it darkens to 0E2BB8 (10:1) so the pointer still gets feedback.
 */
export const DEFAULT_BUTTON_SETTINGS: ButtonSettings = {
  bg: 'E5E9ED',
  text: '0E1318',
  hover_bg: 'C1CAD4',
  hover_text: '0E1318',
  active_bg: '153DFF',
  active_text: 'FFFFFF',
  active_hover_bg: '0E2BB8',
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
