// The designer shell at /surveys/{id}: title, status, survey ID (opens the question editor),
// how saving goes, undo/redo, and the tabs (greyed out with the reason when not available).
import { useState, type ReactNode } from 'react';
import { Link, Outlet, useLocation } from '@tanstack/react-router';
import type { SurveySummary } from '../../api/types';
import { surveyStatus } from '../surveys/survey-status';
import { StatusBeacon } from '../../widgets/feedback';
import { patchSurvey } from '../../../schema/api/admin/surveys';
import { mayCall } from '../../app/abilities';
import { useLogin } from '../../app/session-context';
import { DesignerSurveyContext } from './designer-context';
import { DesignerDraft } from './designer-draft';
import { designerTabs, needsDraft, tabUnavailableReason } from './designer-tabs';
import { SyncIndicator } from './sync-indicator';
import { UndoRedo } from './undo-redo';

/**
 * Opens the draft once a page needs it, then keeps it open (the author may go back and forth
 * between the Data tab and the editor without reopening it).
 */
function DraftWhenNeeded({ surveyId, children }: { surveyId: string; children: (hasDraft: boolean) => ReactNode }) {
  const needed = needsDraft(useLocation({ select: (location) => location.pathname }), surveyId);
  const [opened, setOpened] = useState(needed);
  // Set during render, as React allows for state derived from a prop that changed.
  if (needed && !opened) setOpened(true);
  return opened ? <DesignerDraft surveyId={surveyId}>{children(true)}</DesignerDraft> : <>{children(false)}</>;
}

export function DesignerLayout({ survey }: { survey: SurveySummary }) {
  const status = surveyStatus(survey);
  // The layout provides the designer's survey, so it asks the rule with the survey it was given.
  const readOnly = !mayCall(patchSurvey, useLogin(), survey.access_level);
  return (
    <DesignerSurveyContext.Provider value={survey}>
      <DraftWhenNeeded surveyId={survey.id}>{(hasDraft) => (
        <section className="designer" aria-labelledby="designer-title">
          <header className="designer-header">
            <div>
              <p className="muted"><Link to="/surveys">Surveys</Link> /</p>
              <h1 id="designer-title">{survey.title}</h1>
            </div>
            <StatusBeacon status={status} />
            {readOnly && <span className="read-only-badge">Read only</span>}
            <span className="designer-header-end">
              {hasDraft && <SyncIndicator />}
              {hasDraft && <UndoRedo disabled={readOnly} />}
              <Link to="/surveys/$surveyId/edit" params={{ surveyId: survey.id }} className="survey-id" title="Open the question editor">
                ID {survey.id}
              </Link>
            </span>
          </header>
          <nav className="designer-tabs" aria-label="Survey designer">
            {designerTabs.map((tab) => {
              const reason = tabUnavailableReason(tab, status);
              return reason ? (
                <span key={tab.id} className="tab tab-disabled" role="link" aria-disabled="true" title={reason}
                  aria-describedby={`tab-reason-${tab.id}`}>
                  {tab.label}<span id={`tab-reason-${tab.id}`} hidden>{reason}</span>
                </span>
              ) : (
                <Link key={tab.id} to={`/surveys/$surveyId/${tab.path}`} params={{ surveyId: survey.id }} className="tab"
                  activeProps={{ className: 'tab tab-active', 'aria-current': 'page' }}>
                  {tab.label}
                </Link>
              );
            })}
          </nav>
          <div className="designer-body"><Outlet /></div>
        </section>
      )}</DraftWhenNeeded>
    </DesignerSurveyContext.Provider>
  );
}
