// /surveys/{id}/launch: the survey's published versions (number, date, languages, which one is
// active), a Set active per version and the way to create a new one. Owners and writers only act.
import { useState } from 'react';
import { Link, useRouter } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { ApiError } from '../../../api/client';
import type { PublishedSurvey } from '../../../api/types';
import { useApi } from '../../../app/session-context';
import { Alert, Button, Tag } from '../../../widgets/feedback';
import { formatSurveyDate } from '../../../widgets/format';
import { DataTable, type TableColumn } from '../../../widgets/table';
import { publish, setActiveVersion as setActive } from '../../../../schema/api/admin/publishing';
import { useDesignerSurvey, useMayOnSurvey } from '../designer-context';
import { useLanguageNames } from '../edit/use-language-names';
import { setActiveVersion, type VersionsLoad } from './launch-api';
import './launch.css';

export function LaunchPage({ versions }: { versions: VersionsLoad }) {
  const survey = useDesignerSurvey();
  const api = useApi();
  const router = useRouter();
  const nameOf = useLanguageNames();
  const canPublish = useMayOnSurvey(publish);
  const canActivate = useMayOnSurvey(setActive);
  const [activating, setActivating] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const activate = async (version: number) => {
    setActivating(version);
    setFailure(null);
    try {
      await setActiveVersion(api, survey.id, version);
      // The status beacon (designer loader) and this list (launch loader) both change.
      await router.invalidate();
    } catch (error) {
      setFailure(`Version ${version} could not be made active: ${error instanceof ApiError ? error.message : 'Unknown'}`);
    } finally {
      setActivating(null);
    }
  };

  const columns: TableColumn<PublishedSurvey>[] = [
    { label: 'Version', value: 'version', sort: true },
    // Sorted by the ISO time, shown as DD/MM/YYYY.
    { label: 'Published', value: 'created_at', sort: true, render: (v) => formatSurveyDate(v.created_at) },
    { label: 'Languages', value: (v) => (v.development_fields.launch_languages ?? []).map(nameOf).join(', ') },
    {
      label: 'Active', value: 'is_active', render: (v) => v.is_active ? <Tag tone="success">Active</Tag> : canActivate && (
        <Button size="xs" aria-label={`Set version ${v.version} active`} loading={activating === v.version}
          disabled={activating !== null} onClick={() => void activate(v.version)}>
          Set active
        </Button>
      ),
    },
  ];

  return (
    <section className="launch" aria-labelledby="launch-title">
      <header className="launch-head">
        <h2 id="launch-title">Published versions</h2>
        {canPublish && (
          <Link to="/surveys/$surveyId/launch/create-version" params={{ surveyId: survey.id }} className="button button-primary">
            <Plus aria-hidden size={18} /> Create version
          </Link>
        )}
      </header>
      <p className="muted">
        {canPublish
          ? 'A version is a frozen copy of the survey that respondents take. The active version is the one they get.'
          : 'You have read access: only the survey’s owner or editors can publish it or change its active version.'}
      </p>
      {failure && <Alert severity="error" onDismiss={() => setFailure(null)}>{failure}</Alert>}
      {versions.ok ? (
        <DataTable caption="Versions" columns={columns} rows={versions.versions} rowKey={(v) => String(v.version)} exportable={false}
          emptyMessage="Not published yet. Create a version to publish the survey." />
      ) : (
        <Alert severity="error" title="The versions could not be loaded">{versions.message}</Alert>
      )}
    </section>
  );
}
