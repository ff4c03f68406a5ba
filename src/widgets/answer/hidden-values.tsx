// Hidden inputs carrying a custom control's value (Radix radios, selects, sliders, toggle buttons
// draw no native input until scripts run), so the value the page was rendered with posts with a
// plain form. Native inputs (checkboxes, text boxes) carry their own names instead.
export function HiddenValues({ name, values }: { readonly name: string | undefined; readonly values: readonly string[] }) {
  if (name === undefined) return null;
  return values.map((value) => <input key={value} type="hidden" name={name} value={value} />);
}
