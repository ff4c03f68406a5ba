// The HTML `accept` list checked in code: the browser's picker honours it, but drag and drop and
// "All files" in the picker do not, so a file input re-checks what it receives.
export interface FileLike {
  readonly name: string;
  readonly type: string;
}

/** `accept` as in HTML: ".png, image/*, application/pdf"; an empty list accepts everything. */
export function isAcceptedFile(file: FileLike, accept: string | undefined): boolean {
  const rules = (accept ?? '')
    .split(',')
    .map((rule) => rule.trim().toLowerCase())
    .filter((rule) => rule !== '');
  if (rules.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return rules.some((rule) => {
    if (rule.startsWith('.')) return name.endsWith(rule);
    if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
    return type === rule;
  });
}
