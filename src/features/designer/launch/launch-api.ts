// The published-versions calls (spec §7 /published) the launch screens and the overview share.
import { z } from 'zod';
import { ApiError, type ApiClient } from '../../../api/client';
import type { PublishedSurvey, PublishRefusalFinding } from '../../../api/types';
import * as publishing from '../../../../schema/api/admin/publishing';

/** What a page shows of the versions: the list, or why it could not be loaded (spec §8 load failures). */
export type VersionsLoad =
  | { readonly ok: true; readonly versions: readonly PublishedSurvey[] }
  | { readonly ok: false; readonly message: string };

/** The survey's versions, newest first. A failure is a value, so the page around it still shows. */
export async function loadVersions(api: ApiClient, surveyId: string): Promise<VersionsLoad> {
  try {
    return { ok: true, versions: (await api.call(publishing.listPublished, { params: { id: surveyId } })).published_surveys };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { ok: false, message: error.message };
  }
}

export interface PublishRequest {
  readonly launchLanguages: readonly string[];
  readonly setActive: boolean;
}

/** Resends after a failure with no answer (the publish may have happened): same key, same body. */
const PUBLISH_ATTEMPTS = 3;

/**
 * Publishes once, even when an answer is lost: every attempt carries one Idempotency-Key, so a
 * resend of a publish the server made answers that version instead of making another.
 */
export async function publishVersion(api: ApiClient, surveyId: string, request: PublishRequest): Promise<PublishedSurvey> {
  const body = { development_fields: { launch_languages: [...request.launchLanguages] }, set_active: request.setActive };
  const headers = { 'Idempotency-Key': crypto.randomUUID() };
  for (let attempt = 1; ; attempt++) {
    try {
      return (await api.call(publishing.publish, { params: { id: surveyId }, body, headers })).published_survey;
    } catch (error) {
      // No answer (status 0: offline, connection reset; 502/504 from a proxy) or the first attempt
      // still running (409): the publish may have happened, so ask again with the same key.
      const unanswered = error instanceof ApiError && [0, 409, 502, 504].includes(error.status);
      if (!unanswered || attempt >= PUBLISH_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
}

export async function setActiveVersion(api: ApiClient, surveyId: string, version: number): Promise<void> {
  await api.call(publishing.setActiveVersion, { params: { id: surveyId }, body: { version } });
}

const refusalFindingsSchema = z.array(publishing.refusalFindingSchema);

/** The critical findings of a publish the server refused, or null when `error` is another failure.
 *  The details are read through the contract's schema: ones that do not fit list no findings. */
export function refusalFindings(error: unknown): readonly PublishRefusalFinding[] | null {
  if (!(error instanceof ApiError) || error.status !== 422 || error.code !== 'critical_findings') return null;
  const findings = refusalFindingsSchema.safeParse(error.details);
  return findings.success ? findings.data : [];
}
