// The preview side of the edit/preview toggle: the current draft (deleted items left out) as a
// respondent would see it, in the chosen device size, first in the editing language.
import { useMemo, useState } from 'react';
import { isDeletedInTree } from '../../../../schema';
import { allComponents, type DraftDoc } from '../../../../sync/document';
import { SurveyPreview, DEFAULT_PREVIEW_SIZE, type PreviewSize } from '../preview';
import { useEditingLanguage } from './editing-language-context';

export function PreviewPane({ doc }: { doc: DraftDoc }) {
  const [size, setSize] = useState<PreviewSize>(DEFAULT_PREVIEW_SIZE);
  const { code } = useEditingLanguage();
  const components = useMemo(() => {
    const all = allComponents(doc);
    const byId = new Map(all.map((c) => [c.id, c]));
    return all.filter((c) => !c.kind.startsWith('routing_') && !isDeletedInTree(c, byId));
  }, [doc]);
  if (!doc.survey) return null;
  return <SurveyPreview survey={doc.survey as never} components={components} language={code || undefined} size={size} onSizeChange={setSize} />;
}
