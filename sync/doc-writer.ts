// Copy-on-write edits of a draft document, for the mutators: reads see earlier writes of the same
// replay, writes copy only the levels of the persistent maps they touch, and the result shares
// every untouched component (and bucket) with the document it started from.
import type { Component } from '../schema';
import { BucketMapWriter } from './bucket-map';
import type { DraftEmailTask, DraftIntercept, EmailTaskMap } from './deployments';
import { ROOT, type Cid, type DraftDoc, type SurveyRecord } from './document';

/**
 * `doc` with records stored (moved ones re-filed under their new parent) and removed: what an
 * acknowledged batch does to the base, applied to a base already in memory.
 */
export function withRecords(doc: DraftDoc, survey: SurveyRecord | null, put: readonly Component[], removed: readonly Cid[]): DraftDoc {
  const writer = new DocWriter(doc);
  writer.survey = survey;
  for (const record of put) {
    const old = writer.component(record.id);
    const parent = record.parent?.id ?? ROOT;
    if (old && (old.parent?.id ?? ROOT) !== parent) writer.unlink(record.id, old.parent?.id ?? ROOT);
    writer.put(record);
    writer.link(record.id, parent);
  }
  // As in the stored base: puts first, then removals (a delete takes its subtree).
  for (const cid of removed) {
    const old = writer.component(cid);
    if (!old) continue;
    writer.unlink(cid, old.parent?.id ?? ROOT);
    writer.delete(cid);
  }
  return writer.result();
}

export class DocWriter {
  private readonly components: BucketMapWriter<Component>;
  private readonly children: BucketMapWriter<readonly Cid[]>;
  survey: SurveyRecord | null;
  intercept: DraftIntercept | null;
  private tasks: EmailTaskMap;
  private ownsTasks = false;

  constructor(private readonly base: DraftDoc) {
    this.components = new BucketMapWriter(base.components);
    this.children = new BucketMapWriter(base.children);
    this.survey = base.survey;
    this.intercept = base.intercept;
    this.tasks = base.emailTasks;
  }

  emailTask(cid: Cid): DraftEmailTask | undefined {
    return Object.hasOwn(this.tasks, cid) ? this.tasks[cid] : undefined;
  }

  /** Stores a task under its id (a handful per survey: the map is copied once per replay). */
  putEmailTask(task: DraftEmailTask): void {
    this.ownTasks()[task.id] = task;
  }

  deleteEmailTask(cid: Cid): void {
    if (Object.hasOwn(this.tasks, cid)) delete this.ownTasks()[cid];
  }

  private ownTasks(): Record<Cid, DraftEmailTask> {
    if (!this.ownsTasks) {
      this.tasks = { ...this.tasks };
      this.ownsTasks = true;
    }
    return this.tasks as Record<Cid, DraftEmailTask>;
  }

  component(cid: Cid): Component | undefined {
    return this.components.get(cid);
  }

  /** Stores `component` under its id, replacing what was there (records are never changed in place). */
  put(component: Component): void {
    this.components.set(component.id, component);
  }

  delete(cid: Cid): void {
    this.components.delete(cid);
    this.children.delete(cid);
  }

  childCids(parent: string): readonly Cid[] {
    return this.children.get(parent) ?? [];
  }

  /** Lists `cid` under `parent`; lists stay sorted by cid, so equal documents have equal indexes. */
  link(cid: Cid, parent: string): void {
    const list = this.childCids(parent);
    let at = 0;
    while (at < list.length && list[at]! < cid) at++;
    if (list[at] !== cid) this.children.set(parent, [...list.slice(0, at), cid, ...list.slice(at)]);
  }

  unlink(cid: Cid, parent: string): void {
    const list = this.childCids(parent);
    if (!list.includes(cid)) return;
    if (list.length === 1) this.children.delete(parent);
    else this.children.set(parent, list.filter((c) => c !== cid));
  }

  /** The edited document; the base itself when nothing changed. */
  result(): DraftDoc {
    const components = this.components.result();
    const children = this.children.result();
    const { base } = this;
    const unchanged = components === base.components && children === base.children && this.survey === base.survey
      && this.intercept === base.intercept && this.tasks === base.emailTasks;
    if (unchanged) return base;
    return { survey: this.survey, components, children, intercept: this.intercept, emailTasks: this.tasks };
  }
}
