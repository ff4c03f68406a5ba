// A check's finding: the Finding object made from a check's definition (its level and area) and
// what it found (the item, null for the survey, and the message). Every item, language and
// survey-wide check of the engine (engine.ts) reports through it, so a finding has one shape
// whichever kind of check made it. Apart because it holds no state: it only joins the checks
// table (checks.ts) to the finding record (finding.ts). Findings of a whole column are made
// elsewhere, in bulk (findings-column.ts).
import type { Component } from '../../schema';
import type { ItemCheckDef, SurveyCheckDef } from './checks';
import { findingId, type CheckCode, type Finding } from './finding';

export function makeFinding(code: CheckCode, check: ItemCheckDef | SurveyCheckDef, item: Component | null, message: string): Finding {
  const itemId = item?.id ?? null;
  return { id: findingId(code, itemId), code, level: check.level, area: check.area, itemId, itemKind: item?.kind ?? null, message };
}
