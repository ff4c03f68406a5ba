// Commands: what the UI asks for, checked against the current view and turned into operations.
// Like ProseMirror commands they are pure: run one without dispatching to ask whether it is
// possible (grey out a menu item). Expected refusals come back as values with a code.
import {
  canBeChildOf, checkCanAdd, checkCanRestore, createComponent, generateName, isNamedKind, nextAnswerCode,
  type Component, type ComponentKind, type NewComponent,
} from '../schema';
import { allComponents, childrenOf, componentOf, isSelfOrAncestor, lookupOf, siblingsOf, subtreeOf, type Cid, type DraftDoc } from './document';
import { parseOp, type FieldChange, type Op } from './operations';

export type CommandResult =
  | { readonly ok: true; readonly ops: readonly Op[] }
  | { readonly ok: false; readonly code: 'missing' | 'exists' | 'placement' | 'limit' | 'cycle' | 'invalid'; readonly message: string };

export type Command = (doc: DraftDoc) => CommandResult;

const fail = (code: Extract<CommandResult, { ok: false }>['code'], message: string): CommandResult => ({ ok: false, code, message });
const ok = (...ops: Op[]): CommandResult => ({ ok: true, ops: ops.map(parseOp) });

function guard(run: () => CommandResult): CommandResult {
  try {
    return run();
  } catch (error) {
    return fail('invalid', error instanceof Error ? error.message : String(error));
  }
}

export interface AddComponentInput<K extends ComponentKind> {
  readonly kind: K;
  /** The new component's cid (UUIDv7), minted by the caller so it can select it at once. */
  readonly cid: Cid;
  readonly parent: Cid | null;
  /** Position among the parent's children of the same family (see siblingsOf); last when omitted. */
  readonly index?: number;
  /** Kind fields beyond the defaults (answer_group_type, texts …). */
  readonly fields?: Partial<NewComponent<K>>;
}

/** A new component with its generated name (Q7, A3 …), answer code and the spec's defaults. */
export function addComponent<K extends ComponentKind>(input: AddComponentInput<K>): Command {
  return (doc) => guard(() => {
    const parent = input.parent === null ? null : componentOf(doc, input.parent);
    if (input.parent !== null && !parent) return fail('missing', `Parent ${input.parent} is not in the survey`);
    if (!canBeChildOf(input.kind, parent?.kind ?? null)) {
      return fail('placement', `A ${input.kind.replace(/_/g, ' ')} cannot be placed ${parent ? `under a ${parent.kind.replace(/_/g, ' ')}` : 'at the survey root'}`);
    }
    const components = allComponents(doc);
    const parentRef = parent ? { id: parent.id, kind: parent.kind } : null;
    // Deleted components free their place (spec §4); checkCanAdd follows parents through the doc.
    const limit = checkCanAdd(components, input.kind, parentRef, 1, lookupOf(doc));
    if (!limit.ok) return fail('limit', limit.message);
    const siblings = siblingsOf(doc, input.parent, input.kind);
    const index = Math.min(input.index ?? siblings.length, siblings.length);
    // Kinds with texts start with an empty set, so a text typed and undone leaves {} either way.
    const fields: Record<string, unknown> = { default_language_data: {}, ...input.fields };
    if (fields.name === undefined && isNamedKind(input.kind)) fields.name = generateName(components, input.kind, parentRef);
    if (input.kind === 'answer' && fields.code === undefined) {
      const answers = siblings.filter((c) => c.kind === 'answer') as { code: string }[];
      fields.code = nextAnswerCode(answers, Math.min(index, answers.length));
    }
    const component = createComponent(input.kind, { ...fields, id: input.cid, parent: parentRef, order: 0 } as NewComponent<K>);
    return ok({ type: 'addComponent', component, index });
  });
}

/** Sets top-level fields to final values (a title, a flag, a whole condition). */
export function setFields(cid: Cid, fields: Readonly<Record<string, unknown>>): Command {
  return (doc) => guard(() => {
    const target = componentOf(doc, cid);
    if (!target) return fail('missing', `Component ${cid} is not in the survey`);
    const changes = Object.entries(fields).map(([key, value]) => ({ path: [key], value }) as FieldChange);
    return ok({ type: 'setFields', cid, kind: target.kind, changes });
  });
}

/** Sets one text of one language (null: the default language), leaving the other texts alone. */
export function setText(cid: Cid, field: string, value: string, language: string | null = null): Command {
  const path = language === null ? ['default_language_data', field] : ['additional_language_data', language, field];
  return (doc) => guard(() => {
    const target = componentOf(doc, cid);
    if (!target) return fail('missing', `Component ${cid} is not in the survey`);
    return ok({ type: 'setFields', cid, kind: target.kind, changes: [{ path, value }] });
  });
}

export function moveComponent(cid: Cid, parent: Cid | null, index: number): Command {
  return (doc) => guard(() => {
    const target = componentOf(doc, cid);
    if (!target) return fail('missing', `Component ${cid} is not in the survey`);
    const newParent = parent === null ? null : componentOf(doc, parent);
    if (parent !== null && !newParent) return fail('missing', `Parent ${parent} is not in the survey`);
    if (!canBeChildOf(target.kind, newParent?.kind ?? null)) return fail('placement', `A ${target.kind} cannot be placed there`);
    if (newParent && isSelfOrAncestor(doc, cid, newParent.id)) return fail('cycle', 'A component cannot move under itself');
    return ok({ type: 'move', cid, kind: target.kind, parent: newParent ? { id: newParent.id, kind: newParent.kind } : null, index });
  });
}

export function removeComponent(cid: Cid): Command {
  return (doc) => {
    const target = componentOf(doc, cid);
    return target ? ok({ type: 'remove', cid, kind: target.kind }) : fail('missing', `Component ${cid} is not in the survey`);
  };
}

/**
 * Takes the deleted mark off a component and any deleted ancestor above it, so it shows again;
 * refused when what comes back would pass a §9 limit (it takes its place again, spec §4).
 */
export function restoreComponent(cid: Cid): Command {
  return (doc) => guard(() => {
    const target = componentOf(doc, cid);
    if (!target) return fail('missing', `Component ${cid} is not in the survey`);
    const restoring: Component[] = [];
    for (let current: Component | undefined = target; current; current = current.parent ? componentOf(doc, current.parent.id) : undefined) {
      if (current.deleted) restoring.push(current);
    }
    if (!restoring.length) return ok();
    // Everything under the topmost restored component counts again, not only the target.
    const comingBack = subtreeOf(doc, restoring.at(-1)!.id);
    const limit = checkCanRestore(allComponents(doc), new Set(restoring.map((c) => c.id)), comingBack, lookupOf(doc));
    if (!limit.ok) return fail('limit', limit.message);
    return ok(...restoring.reverse().map((c) => ({ type: 'setFields' as const, cid: c.id, kind: c.kind, changes: [{ path: ['deleted'], value: false }] })));
  });
}

export function setSurveyFields(fields: Readonly<Record<string, unknown>>): Command {
  return (doc) => guard(() => {
    if (!doc.survey) return fail('missing', 'The survey is not loaded yet');
    return ok({ type: 'setSurveyFields', changes: Object.entries(fields).map(([key, value]) => ({ path: [key], value }) as FieldChange) });
  });
}

/** The live components of a kind under a parent, as shown (for pickers and tests). */
export function componentsUnder(doc: DraftDoc, parent: Cid | null, kind?: ComponentKind): Component[] {
  return childrenOf(doc, parent).filter((c) => kind === undefined || c.kind === kind);
}
