// The survey body in tree order: groups as sections holding their children, grids, questions.
// Exit blocks are listed after the body (SurveyExits); conditional texts are drawn by their
// parent; data collectors, data processors, quotas and routing are not seen by respondents.
import { memo } from 'react';
import type { Component } from '../../schema';
import { useSurveyModel } from './survey-model';
import { SurveyGrid } from './survey-grid';
import { SurveyQuestion } from './survey-question';
import { ROOT } from '../../schema/survey/respondent/tree';
import { ConditionalTexts } from './question-text';

// Memoised: an answer changes no item's props, so only the fields it touches draw again.
export const SurveyItems = memo(function SurveyItems({ parentId = ROOT }: { readonly parentId?: string }) {
  const { tree } = useSurveyModel();
  return (tree.get(parentId) ?? []).map((component) => <SurveyItem key={component.id} component={component} />);
});

const SurveyItem = memo(function SurveyItem({ component }: { readonly component: Component }) {
  switch (component.kind) {
    case 'group':
      return (
        <section className="survey-page__group" aria-label={component.name || 'Group'}>
          <ConditionalTexts parentId={component.id} />
          <SurveyItems parentId={component.id} />
        </section>
      );
    case 'grid':
      return <SurveyGrid grid={component} />;
    case 'question':
      return <SurveyQuestion question={component} />;
    default:
      return null;
  }
});
