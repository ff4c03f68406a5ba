// How much a query may ask for, checked before it runs (a validation rule): every field selected
// costs 1 for each time it will be resolved, where a page multiplies what is under it by its size
// (`first`, default 50) and the lists without paging by a fair guess of their length. A query over
// the budget, or with more than `maxRootFields` top-level fields (aliases of the same query),
// is refused as too_complex. Depth is limited separately (mercurius queryDepth).
//
// An export page (respondentExport, spec §9: 1,000 rows) is budgeted on its own: one per request,
// up to `maxExportCost`, which holds a full page with every Respondent field (about 220 per row at
// the list weights below) but not the same lists asked twice under aliases. Its rows are read a
// table at a time like any page (RespondentPage), so its database work grows with the page, not
// with the fields asked. Everything else in the request keeps to `maxCost`.
import {
  GraphQLError, Kind, type ASTVisitor, type FieldNode, type FragmentDefinitionNode, type SelectionSetNode, type ValidationContext, type ValueNode,
} from 'graphql';
import { exportPageLimit, pageLimit } from './respondent-connection';

export const maxCost = 20_000;
export const maxRootFields = 20;
export const maxDepth = 7;
export const maxExportCost = exportPageLimit * 250;
export const maxExportFields = 1;

/** Lists without paging: a guess of how many entries each holds, for the budget. */
const listWeights: Readonly<Record<string, number>> = {
  answers: 20, quotaValues: 5, uploadData: 5, codes: 1, valueLabels: 10,
};
const pagedFields = new Map([['respondents', pageLimit], ['onHoldContacts', pageLimit], ['respondentExport', exportPageLimit]]);
const exportFields = new Set(['respondentExport']);
const manyIdsFields = new Set(['counts', 'usage']);

function valueOf(node: ValueNode | undefined, variables: Readonly<Record<string, unknown>>): unknown {
  if (!node) return undefined;
  switch (node.kind) {
    case Kind.VARIABLE: return variables[node.name.value];
    case Kind.INT: return Number(node.value);
    case Kind.LIST: return node.values.map((value) => valueOf(value, variables));
    default: return undefined;
  }
}

function argument(field: FieldNode, name: string, variables: Readonly<Record<string, unknown>>): unknown {
  return valueOf(field.arguments?.find((arg) => arg.name.value === name)?.value, variables);
}

function multiplierOf(field: FieldNode, variables: Readonly<Record<string, unknown>>): number {
  const name = field.name.value;
  const pageDefault = pagedFields.get(name);
  if (pageDefault !== undefined) {
    const first = argument(field, 'first', variables);
    return typeof first === 'number' && first > 0 ? first : pageDefault;
  }
  if (manyIdsFields.has(name)) {
    const ids = argument(field, 'surveyIds', variables);
    return Array.isArray(ids) ? Math.max(ids.length, 1) : 1;
  }
  return listWeights[name] ?? 1;
}

export function costOf(
  selection: SelectionSetNode, fragments: ReadonlyMap<string, FragmentDefinitionNode>, variables: Readonly<Record<string, unknown>>,
  multiplier = 1, seen: ReadonlySet<string> = new Set(),
): number {
  let cost = 0;
  for (const node of selection.selections) {
    if (node.kind === Kind.FIELD) {
      cost += multiplier;
      if (node.selectionSet) cost += costOf(node.selectionSet, fragments, variables, multiplier * multiplierOf(node, variables), seen);
    } else if (node.kind === Kind.INLINE_FRAGMENT) {
      cost += costOf(node.selectionSet, fragments, variables, multiplier, seen);
    } else {
      const name = node.name.value;
      const fragment = fragments.get(name);
      // A fragment spreading itself is refused by the standard rules; never loop here either.
      if (fragment && !seen.has(name)) cost += costOf(fragment.selectionSet, fragments, variables, multiplier, new Set([...seen, name]));
    }
  }
  return cost;
}

/** The top-level fields of an operation, through fragments (a spread cannot hide aliases from the limits). */
function rootFields(selection: SelectionSetNode, fragments: ReadonlyMap<string, FragmentDefinitionNode>, seen: ReadonlySet<string> = new Set()): FieldNode[] {
  return selection.selections.flatMap((node) => {
    switch (node.kind) {
      case Kind.FIELD: return [node];
      case Kind.INLINE_FRAGMENT: return rootFields(node.selectionSet, fragments, seen);
      case Kind.FRAGMENT_SPREAD: {
        const fragment = fragments.get(node.name.value);
        return fragment && !seen.has(node.name.value) ? rootFields(fragment.selectionSet, fragments, new Set([...seen, node.name.value])) : [];
      }
      default: {
        const never: never = node;
        throw new Error(`Unknown selection ${String((never as { kind: string }).kind)}`);
      }
    }
  });
}

/** The validation rule, for the variables of one request. */
export function queryCostRule(variables: Readonly<Record<string, unknown>>) {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(operation) {
      const fragments = new Map(context.getDocument().definitions
        .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]));
      const roots = rootFields(operation.selectionSet, fragments);
      const refuse = (message: string, extensions: Record<string, unknown>) =>
        context.reportError(new GraphQLError(message, { nodes: [operation], extensions: { code: 'too_complex', ...extensions } }));
      if (roots.length > maxRootFields) {
        refuse(`The query asks for ${roots.length} top-level fields; at most ${maxRootFields}`, { limit: maxRootFields });
        return;
      }
      const exports = roots.filter((field) => exportFields.has(field.name.value));
      if (exports.length > maxExportFields) {
        refuse(`The query asks for ${exports.length} export pages; at most ${maxExportFields} per request`, { limit: maxExportFields });
        return;
      }
      const costOfField = (field: FieldNode) => costOf({ kind: Kind.SELECTION_SET, selections: [field] }, fragments, variables);
      const exportCost = exports.reduce((sum, field) => sum + costOfField(field), 0);
      if (exportCost > maxExportCost) {
        refuse(`The export page would resolve about ${exportCost} fields; at most ${maxExportCost}: ask for each field once or a smaller page`,
          { cost: exportCost, limit: maxExportCost });
        return;
      }
      const cost = roots.filter((field) => !exportFields.has(field.name.value)).reduce((sum, field) => sum + costOfField(field), 0);
      if (cost > maxCost) {
        refuse(`The query would resolve about ${cost} fields; at most ${maxCost}: ask for fewer fields or smaller pages`, { cost, limit: maxCost });
      }
    },
  });
}
