// Hidden inputs carrying the value of a control that posts nothing itself (toggle buttons; a
// slider, whose range input is unnamed so an untouched one posts no resting point), so the value
// the page was rendered with posts with a plain form. Native inputs (radios, checkboxes, selects,
// text boxes) carry their own names instead.
export function HiddenValues({ name, values }: { readonly name: string | undefined; readonly values: readonly string[] }) {
  if (name === undefined) return null;
  return values.map((value) => <input key={value} type="hidden" name={name} value={value} />);
}
