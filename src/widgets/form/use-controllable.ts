// A value that a parent may control (value + onChange) or leave to the field (defaultValue).
// `undefined` means uncontrolled, so `null` stays available as a controlled "no value".
import { useCallback, useState } from 'react';

export function useControllable<T>(
  value: T | undefined,
  defaultValue: T,
  onChange: ((next: T) => void) | undefined,
): [T, (next: T) => void] {
  const [own, setOwn] = useState(defaultValue);
  const controlled = value !== undefined;
  const set = useCallback(
    (next: T) => {
      if (!controlled) setOwn(next);
      onChange?.(next);
    },
    [controlled, onChange],
  );
  return [controlled ? value : own, set];
}
