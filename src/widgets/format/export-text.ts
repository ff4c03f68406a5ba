// Text cells of the pipe-delimited export (spec §5, §9). A raw pipe would start a new column and a
// raw line break a new row, so both are escaped; the backslash is escaped first so that the escaping
// can be undone without ambiguity ("a\|b" in the file is always a literal pipe).
export function escapeExportText(text: string): string {
  return text
    .replaceAll('\\', '\\\\')
    .replaceAll('|', '\\|')
    .replaceAll('\r', '\\r')
    .replaceAll('\n', '\\n');
}
