// /surveys/{id}/launch/create-version: choose the launch languages (the default one always) and
// whether the new version becomes the active one, then Publish. The draft is saved first; the
// server runs the survey checks again and refuses while a critical finding stands.
import { useMemo, useState, type FormEvent } from 'react';
import { Link, useRouter } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useApi } from '../../../app/session-context';
import { Button } from '../../../widgets/feedback';
import { CheckboxField } from '../../../widgets/form';
import { useDraftStore } from '../../drafts/draft-store-context';
import { useSurveyRecord } from '../../drafts/use-draft';
import { publish } from '../../../../schema/api/admin/publishing';
import { useDesignerSurvey, useMayOnSurvey } from '../designer-context';
import { surveyLanguages } from '../edit/editing-language';
import { useLanguageNames } from '../edit/use-language-names';
import { whenDraftSaved } from './draft-readiness';
import { publishVersion, type PublishRequest } from './launch-api';
import { PublishOutcome } from './publish-outcome';
import { publishMachine } from './publish.machine';
import './launch.css';

export function CreateVersionPage() {
  const survey = useDesignerSurvey();
  const api = useApi();
  const store = useDraftStore();
  const router = useRouter();
  const nameOf = useLanguageNames();
  const canPublish = useMayOnSurvey(publish);
  // The draft's survey is the live one: a language just added is offered at once.
  const record = useSurveyRecord();
  const { defaultLanguage, additional } = useMemo(
    () => surveyLanguages(record, { defaultLanguage: survey.default_language, additional: survey.additional_languages }),
    [record, survey],
  );
  const [unchecked, setUnchecked] = useState<ReadonlySet<string>>(new Set());
  const [makeActive, setMakeActive] = useState(false);
  const [submitted, setSubmitted] = useState(false);

  const machine = useMemo(() => publishMachine.provide({
    actors: {
      draftSaved: fromPromise(() => whenDraftSaved(store)),
      publishVersion: fromPromise(({ input }: { input: PublishRequest }) => publishVersion(api, survey.id, input)),
    },
    // A new version moves the status (the designer's loader) and adds to the versions lists.
    actions: { announce: () => void router.invalidate() },
  }), [store, api, survey.id, router]);
  const [state, send] = useMachine(machine);
  const busy = state.matches('saving') || state.matches('publishing');
  const outcome = (['published', 'refused', 'blocked', 'failed'] as const).find((s) => state.matches(s));

  const languages = [defaultLanguage, ...additional];
  const chosen = languages.filter((code) => !unchecked.has(code));
  const toggle = (code: string, checked: boolean) => setUnchecked((previous) => {
    const next = new Set(previous);
    if (checked) next.delete(code);
    else next.add(code);
    return next;
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!chosen.includes(defaultLanguage)) return;
    send({ type: 'publish.request', request: { launchLanguages: chosen, setActive: makeActive } });
  };

  return (
    <section className="launch" aria-labelledby="create-version-title">
      <header className="launch-head">
        <h2 id="create-version-title">Create version</h2>
        <Link to="/surveys/$surveyId/launch" params={{ surveyId: survey.id }}>All versions</Link>
      </header>
      <p className="muted">
        Publishing freezes the survey as it is now into a new version. The survey checks run again first:
        a survey with critical problems cannot be published.
      </p>
      <form className="card launch-form" onSubmit={submit} aria-label="Create version">
        <fieldset className="launch-languages">
          <legend>Launch languages</legend>
          {languages.map((code) => (
            <CheckboxField key={code} label={code === defaultLanguage ? `${nameOf(code)} (default)` : nameOf(code)}
              required={code === defaultLanguage} showErrors={submitted} disabled={!canPublish || busy}
              checked={!unchecked.has(code)} onChange={(checked) => toggle(code, checked)} />
          ))}
        </fieldset>
        <CheckboxField label="Make this the active version" hint="Respondents get the active version; the survey goes live."
          disabled={!canPublish || busy} checked={makeActive} onChange={setMakeActive} />
        <div className="launch-actions">
          <Button type="submit" variant="primary" loading={busy} disabled={!canPublish}>Publish</Button>
          {state.matches('saving') && <span role="status">Saving your changes first…</span>}
          {state.matches('publishing') && <span role="status">Publishing…</span>}
          {!canPublish && <span className="muted">You have read access: only the survey’s owner or editors can publish it.</span>}
        </div>
      </form>
      {outcome && <PublishOutcome surveyId={survey.id} outcome={outcome} context={state.context} />}
    </section>
  );
}
