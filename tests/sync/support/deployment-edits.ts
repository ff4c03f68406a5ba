// Random author gestures on a survey's deployments: create, tune and remove the intercept and its
// triggers; add, write, activate, deactivate and remove e-mail tasks. Choices read the tab's own
// view (tasks sorted by cid), so a seed replays the same gestures.
import { v4 as uuidv4 } from 'uuid';
import {
  activateEmailTask, addEmailTask, addInterceptTrigger, createIntercept, deactivateEmailTask, removeEmailTask,
  removeIntercept, removeInterceptTrigger, setEmailTaskFields, setInterceptFields, setInterceptInvitation, setInterceptTrigger,
} from '../../../sync/deployment-commands';
import type { DraftStore } from '../../../sync/draft-store';
import type { Edit } from './edits';
import type { Prng } from './prng';

const words = ['alpha', 'beta', 'gamma', 'delta', 'echo', 'fox'];

/** A UUID from the seeded PRNG: task cids are sent as client_ref, which must be one. */
const uuidFrom = (prng: Prng) => uuidv4({ random: prng.bytes(16) });

export function interceptEdit(prng: Prng, store: DraftStore): Edit | null {
  const { intercept } = store.getSnapshot().doc;
  if (!intercept) return { label: 'create intercept', result: store.run(createIntercept(prng.chance(0.5) ? { enabled: true } : {})) };
  const triggers = [...intercept.triggers].sort((a, b) => (a.id < b.id ? -1 : 1));
  switch (prng.weighted({ field: 30, invitation: 20, addTrigger: 20, editTrigger: 12, removeTrigger: 10, remove: 4 })) {
    case 'field': {
      const fields = prng.pick([
        { enabled: prng.chance(0.5) },
        { sample_rate_percent: prng.pick([5, 25, 50, 100])! },
        { presentation: prng.pick(['popup', 'slide_in', 'banner'] as const)! },
        { trigger_match: prng.pick(['all', 'any'] as const)! },
      ])!;
      return { label: `intercept ${Object.keys(fields).join(',')}`, result: store.run(setInterceptFields(fields)) };
    }
    case 'invitation': {
      const field = prng.pick(['headline', 'message', 'accept_label'] as const)!;
      const value = field === 'message' ? `<p>${prng.pick(words)}</p>` : `${prng.pick(words)} ${prng.int(1, 9)}`;
      return { label: `intercept invitation.${field}`, result: store.run(setInterceptInvitation({ [field]: value })) };
    }
    case 'addTrigger': {
      const id = uuidFrom(prng);
      // Mostly addresses (several allowed); now and then a single-use type, refused when there already.
      const result = prng.chance(0.7)
        ? store.run(addInterceptTrigger('page_url', { id, value: `/${prng.pick(words)}` }))
        : store.run(addInterceptTrigger('time_on_page', { id, seconds: prng.int(1, 60) }));
      return { label: `add trigger ${id.slice(-6)}`, result };
    }
    case 'editTrigger': {
      const trigger = prng.pick(triggers);
      if (!trigger) return null;
      const fields = trigger.type === 'page_url' ? { value: `/${prng.pick(words)}/${prng.int(1, 9)}` } : trigger.type === 'time_on_page' ? { seconds: prng.int(1, 60) } : {};
      return { label: `edit trigger ${trigger.id.slice(-6)}`, result: store.run(setInterceptTrigger(trigger.id, fields)) };
    }
    case 'removeTrigger': {
      const trigger = prng.pick(triggers);
      if (!trigger) return null;
      return { label: `remove trigger ${trigger.id.slice(-6)}`, result: store.run(removeInterceptTrigger(trigger.id)) };
    }
    case 'remove':
      return { label: 'remove intercept', result: store.run(removeIntercept()) };
  }
}

export function emailEdit(prng: Prng, store: DraftStore, gestures: Map<string, string>, newId: () => string): Edit | null {
  const tasks = Object.values(store.getSnapshot().doc.emailTasks).sort((a, b) => (a.id < b.id ? -1 : 1));
  const add = tasks.length < 2 ? 60 : tasks.length < 4 ? 15 : 3;
  const task = prng.pick(tasks);
  switch (prng.weighted({ add, write: 40, text: 20, activate: 12, deactivate: 6, remove: 14 })) {
    case 'add': {
      const cid = uuidFrom(prng);
      const fields = prng.chance(0.5) ? { name: `Wave ${prng.int(1, 9)}` } : { name: 'Ready', subject: 'Your views', body: '<p>Hello</p>', sender_name: 'Research' };
      return { label: `add task ${cid.slice(-6)}`, result: store.run(addEmailTask({ cid, fields })) };
    }
    case 'write': {
      if (!task) return null;
      const fields = prng.pick([
        { name: `Wave ${prng.pick(words)}` },
        { sender_name: prng.chance(0.8) ? `Team ${prng.pick(words)}` : '' },
        { reply_to: prng.chance(0.5) ? `${prng.pick(words)}@example.test` : null },
        { schedule: prng.chance(0.5) ? { type: 'now' } : { type: 'at', send_at: `2031-0${prng.int(1, 9)}-01T09:00:00.000Z` } },
      ])!;
      return { label: `task ${Object.keys(fields).join(',')} of ${task.id.slice(-6)}`, result: store.run(setEmailTaskFields(task.id, fields)) };
    }
    case 'text': {
      if (!task) return null;
      // Typing: consecutive keystrokes in one field undo together.
      const field = prng.pick(['subject', 'body'] as const)!;
      const key = `${task.id}/${field}`;
      const gestureId = prng.chance(0.6) && gestures.has(key) ? gestures.get(key)! : newId();
      gestures.set(key, gestureId);
      const value = field === 'body' ? `<p>${prng.pick(words)} ${prng.int(1, 99)}</p>` : `${prng.pick(words)} ${prng.int(1, 99)}`;
      return { label: `type ${field} of ${task.id.slice(-6)}`, result: store.run(setEmailTaskFields(task.id, { [field]: value }), { gestureId }) };
    }
    case 'activate':
      return task ? { label: `activate ${task.id.slice(-6)}`, result: store.run(activateEmailTask(task.id)) } : null;
    case 'deactivate':
      return task ? { label: `deactivate ${task.id.slice(-6)}`, result: store.run(deactivateEmailTask(task.id)) } : null;
    case 'remove':
      return task ? { label: `remove task ${task.id.slice(-6)}`, result: store.run(removeEmailTask(task.id)) } : null;
  }
}
