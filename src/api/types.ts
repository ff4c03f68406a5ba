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
