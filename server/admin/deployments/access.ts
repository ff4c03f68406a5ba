// Who may see and change a survey's deployments (spec §6): the survey access of every survey call
// (reading needs any access, writing owner or write; another organisation's survey is 404), and on
// top the organisation feature of the deployment. Admins pass the feature gates.
import type { AppContext } from '../../context';
import { findOrganisation } from '../../access/users';
import { HttpError } from '../../http/errors';
import type { UserRow } from '../../http/principal';
import { accessTo, requireEdit } from '../surveys/service';

export type DeploymentFeature = 'survey_deployment_email' | 'survey_deployment_intercept';

const featureNames: { readonly [F in DeploymentFeature]: string } = {
  survey_deployment_email: 'E-mail launches',
  survey_deployment_intercept: 'Website intercepts',
};

/** Whether the user's organisation has `feature` in its features_access (admins always do). */
async function hasFeature(ctx: AppContext, user: UserRow, feature: DeploymentFeature): Promise<boolean> {
  if (user.is_admin) return true;
  const org = user.org_id ? await findOrganisation(ctx, user.org_id) : null;
  const access = org?.development_fields.features_access;
  return typeof access === 'object' && access !== null && (access as Record<string, unknown>)[feature] === true;
}

async function requireFeature(ctx: AppContext, user: UserRow, feature: DeploymentFeature): Promise<void> {
  if (await hasFeature(ctx, user, feature)) return;
  throw new HttpError(403, 'feature_required',
    `${featureNames[feature]} need the feature ${feature}, which your organisation does not have: ask an admin to switch it on`);
}

/** Reading a deployment: any access to the survey, and the feature. */
export async function requireRead(ctx: AppContext, user: UserRow, surveyId: string, feature: DeploymentFeature) {
  const access = await accessTo(ctx, user, surveyId);
  await requireFeature(ctx, user, feature);
  return access;
}

/** Changing a deployment: owner or write on the survey (or admin), and the feature. */
export async function requireWrite(ctx: AppContext, user: UserRow, surveyId: string, feature: DeploymentFeature) {
  const access = await requireEdit(ctx, user, surveyId);
  await requireFeature(ctx, user, feature);
  return access;
}
