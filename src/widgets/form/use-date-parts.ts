// Day, month and year text behind a YYYY-MM-DD value, shared by the split and dropdown date
// inputs. Parts may be incomplete (the value is then ''), so they live here and follow the value
// only when it is changed from outside.
import { useState } from 'react';
import { composeIsoDate, splitIsoDate } from './date-order';
import type { DatePart, DateParts } from './date-order';
import { useControllable } from './use-controllable';

export function useDateParts(
  value: string | undefined,
  defaultValue: string | undefined,
  onChange: ((value: string) => void) | undefined,
): { readonly parts: DateParts; readonly setPart: (part: DatePart, text: string) => DateParts } {
  const [iso, setIso] = useControllable(value, defaultValue ?? '', onChange);
  const [parts, setParts] = useState(() => splitIsoDate(iso));
  const [shown, setShown] = useState(iso);
  if (shown !== iso) {
    setShown(iso);
    if (composeIsoDate(parts) !== iso) setParts(splitIsoDate(iso));
  }
  const setPart = (part: DatePart, text: string): DateParts => {
    const next = { ...parts, [part]: text };
    const nextIso = composeIsoDate(next);
    setParts(next);
    setShown(nextIso);
    if (nextIso !== iso) setIso(nextIso);
    return next;
  };
  return { parts, setPart };
}
