// The shapes the browser reads from the access and admin services (spec §3, §7).

export interface User {
  readonly id: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly email: string;
  readonly is_admin: boolean;
  readonly org_id: string | null;
  readonly development_fields: { readonly user_agreement_accepted?: boolean } & Record<string, unknown>;
}

export interface Organisation {
  readonly id: string;
  readonly name: string;
  readonly owner_id: string | null;
  readonly region: string;
  readonly subscription: string;
  readonly development_fields: { readonly features_access?: Partial<Record<Feature, boolean>> } & Record<string, unknown>;
}

export interface Token {
  readonly code: string;
  readonly expires_at: string;
}

/** A signed-in session as stored in the browser. */
export interface Login {
  readonly user: User;
  readonly token: Token;
  readonly org: Organisation | null;
}

export const features = [
  'survey_deployment_email', 'survey_deployment_intercept', 'survey_deployment_panel', 'survey_deployment_whatsapp',
  'survey_manage_contacts', 'survey_details_region', 'survey_multi_themes', 'survey_data_punch',
] as const;
export type Feature = (typeof features)[number];

export type SurveyStatus = 'draft' | 'test' | 'live' | 'closed';
export type AccessLevel = 'read' | 'write' | 'owner';

export interface SurveySummary {
  readonly id: string;
  readonly name: string;
  readonly title: string;
  readonly description: string | null;
  readonly default_language: string;
  readonly additional_languages: readonly string[];
  readonly deployment_info: { readonly status: SurveyStatus };
  readonly development_fields: { readonly client_id?: string | null; readonly project_id?: string | null } & Record<string, unknown>;
  readonly region: string;
  readonly revision: number;
  readonly created_at: string;
  readonly updated_at: string;
  readonly access_level: AccessLevel;
}

/** Help articles are shaped by the help panel that shows them. */
export type { HelpArticle } from '../widgets/navigation/help-article';

/** A published version of a survey (spec §3); the active one is marked. */
export interface PublishedSurvey {
  readonly version: number;
  readonly published_survey_id: string;
  readonly is_active: boolean;
  /** launch_languages: the languages respondents may take this version in, default first. */
  readonly development_fields: { readonly launch_languages?: readonly string[] } & Record<string, unknown>;
  readonly created_by: string | null;
  readonly created_at: string;
}

/** A critical finding a refused publish lists (422 critical_findings, in error.details). */
export interface PublishRefusalFinding {
  readonly code: string;
  readonly level: 'critical';
  readonly area: 'survey' | 'routing';
  readonly message: string;
  /** The component's server id; null when the finding is about the survey as a whole. */
  readonly item_id: string | null;
  readonly item_kind: string | null;
  readonly item_name: string | null;
  /** The draft's id for the component when it was made in a browser (its cid is client_ref ?? item_id). */
  readonly client_ref: string | null;
}

// ── Deployments: /admin/api/surveys/{id}/deployments/… (spec §3, §4, §7). The records are schema/'s
// (schema/deployment/), shared with the server; these are the bodies and replies around them.
import type {
  EmailTask, EmailTaskPatch, Intercept, InterceptConfigInput, NewEmailTask,
} from '../../schema';
export type {
  EmailSchedule, EmailSendStatus, EmailTask, EmailTaskPatch, EmailTaskStatus, Intercept, InterceptConfigInput,
  InterceptPresentation, InterceptTrigger, InterceptTriggerType, NewEmailTask, PageUrlMatch, TriggerMatch,
} from '../../schema';

/** GET, PUT /deployments/intercept: null while the survey has none. */
export interface InterceptReply {
  readonly intercept: Intercept | null;
}
/** PUT /deployments/intercept: the whole configuration (left-out fields take their defaults). */
export interface InterceptPutBody {
  readonly intercept: InterceptConfigInput;
}
/** GET /deployments/email/tasks: live tasks, oldest first. */
export interface EmailTasksReply {
  readonly tasks: readonly EmailTask[];
}
/** POST (201 created, 200 when its client_ref already made it) and PATCH /deployments/email/tasks. */
export interface EmailTaskReply {
  readonly task: EmailTask;
}
/** POST /deployments/email/tasks: client_ref (the draft's cid) makes a resent POST land once. */
export interface EmailTaskPostBody {
  readonly task: NewEmailTask;
}
/** PATCH /deployments/email/tasks/{id}: changed fields only; `status: 'pending'` activates. */
export interface EmailTaskPatchBody {
  readonly task: EmailTaskPatch;
}
