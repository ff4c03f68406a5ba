// The survey's one website intercept (schema/api/admin/deployments.ts): GET, PUT, DELETE. Every
// reply carries the survey revision as ETag.
import { deleteIntercept, getIntercept, putIntercept } from '../../../schema/api/admin/deployments';
import { notModified, route } from '../../http/endpoint';
import { readIntercept, removeIntercept, saveIntercept } from './intercept-service';

export const interceptRoutes = [
  route(getIntercept, async (call) => {
    // The revision was read (with the access) before the intercept, so the ETag is never newer
    // than the content.
    if (call.revision(call.survey.survey.revision)) return notModified;
    return { intercept: await readIntercept(call.ctx, call.params.id) };
  }),

  route(putIntercept, async (call) => {
    const { intercept, revision } = await saveIntercept(call.ctx, call.user, call.params.id, call.body.intercept);
    // Sets the ETag; a write answers its result whatever revision the client held.
    call.revision(revision);
    return { intercept };
  }),

  route(deleteIntercept, async (call) => {
    const { revision } = await removeIntercept(call.ctx, call.user, call.params.id);
    call.revision(revision);
    return null;
  }),
];
