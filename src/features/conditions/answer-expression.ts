// The answers of a condition as the author types them (spec §5): answer codes where "+" means
// AND and "," means OR, e.g. "1+2, 3" = (1 and 2) or 3. Stored as answer ids, outer list OR,
// inner list AND, so a code change does not break the condition.

export interface SubjectAnswer {
  readonly id: string;
  readonly code: string;
  readonly label: string;
}

export type ParsedAnswers = { readonly ok: true; readonly answers: string[][] } | { readonly ok: false; readonly message: string };

export function parseAnswerExpression(text: string, choices: readonly SubjectAnswer[]): ParsedAnswers {
  const byCode = new Map(choices.map((c) => [c.code.trim().toLowerCase(), c.id]));
  const answers: string[][] = [];
  for (const alternative of text.split(',')) {
    if (!alternative.trim()) continue;
    const all: string[] = [];
    for (const part of alternative.split('+')) {
      const code = part.trim();
      if (!code) return { ok: false, message: `"${alternative.trim()}" has an empty answer between "+" signs` };
      const id = byCode.get(code.toLowerCase());
      if (!id) return { ok: false, message: `There is no answer with code ${code}` };
      if (!all.includes(id)) all.push(id);
    }
    answers.push(all);
  }
  return { ok: true, answers };
}

/** The typed form of stored answer ids; an id that no longer exists shows as "?". */
export function formatAnswerExpression(answers: readonly (readonly string[])[], choices: readonly SubjectAnswer[]): string {
  const codeOf = new Map(choices.map((c) => [c.id, c.code]));
  return answers.map((all) => all.map((id) => codeOf.get(id) ?? '?').join('+')).join(', ');
}
