// The designer shell at /surveys/{id}: title, status, survey ID and the tabs.
import { Link, Outlet } from '@tanstack/react-router';
import type { SurveySummary } from '../../api/types';
import { StatusBeacon } from '../../widgets/feedback';
import { DesignerSurveyContext } from './designer-context';
import { designerTabs, tabUnavailableReason } from './designer-tabs';

export function DesignerLayout({ survey }: { survey: SurveySummary }) {
  const status = survey.deployment_info.status;
  return (
    <DesignerSurveyContext.Provider value={survey}>
      <section className="designer" aria-labelledby="designer-title">
        <header className="designer-header">
          <div>
            <p className="muted"><Link to="/surveys">Surveys</Link> /</p>
            <h1 id="designer-title">{survey.title}</h1>
          </div>
          <StatusBeacon status={status} />
          <span className="survey-id" title="Survey ID">ID {survey.id}</span>
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
    </DesignerSurveyContext.Provider>
  );
}
