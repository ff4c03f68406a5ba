// The wire contract of a write batch lives with its endpoints (schema/api/admin/components.ts):
// what one item may say, what the reply says about it, and why a batch is refused. Re-exported
// here under the names the batch planner has always used.
import type { ComponentKind, ParentRef } from '../../../schema';
import type { BatchItem, BatchReplyItem as WireReplyItem } from '../../../schema/api/admin/components';

export { MAX_BATCH_ITEMS, batchItemSchema } from '../../../schema/api/admin/components';
export type { BatchItem, Refusal, RefusalCode } from '../../../schema/api/admin/components';
export type BatchParent = NonNullable<Extract<BatchItem, { action: 'post' }>['parent']> | null;

/** What a batch reply says about a row (schema/api/admin/components.ts batchReplyItemSchema). */
export interface ComponentHeader {
  readonly id: string;
  readonly client_ref: string | null;
  readonly kind: ComponentKind;
  readonly name: string;
  readonly order: number;
  readonly parent: ParentRef | null;
  /** Answers only: the code stored (generated when the post had none). */
  readonly code?: string;
}

export type BatchReplyItem = WireReplyItem;
