// The survey body in tree order: groups as sections holding their children, grids, questions.
// Exit blocks are listed after the body (PreviewExits); conditional texts are drawn by their
// parent; data collectors, data processors, quotas and routing are not seen by respondents.
import type { Component } from '../../../../schema';
import { usePreviewModel } from './preview-model';
import { PreviewGrid } from './preview-grid';
import { PreviewQuestion } from './preview-question';
import { ROOT } from './preview-tree';
import { ConditionalTexts } from './question-text';

export function PreviewItems({ parentId = ROOT }: { readonly parentId?: string }) {
  const { tree } = usePreviewModel();
  return (tree.get(parentId) ?? []).map((component) => <PreviewItem key={component.id} component={component} />);
}

function PreviewItem({ component }: { readonly component: Component }) {
  switch (component.kind) {
    case 'group':
      return (
        <section className="survey-preview__group" aria-label={component.name || 'Group'}>
          <ConditionalTexts parentId={component.id} />
          <PreviewItems parentId={component.id} />
        </section>
      );
    case 'grid':
      return <PreviewGrid grid={component} />;
    case 'question':
      return <PreviewQuestion question={component} />;
    default:
      return null;
  }
}
