// Hands the question editor's editing language to the toolbar control, the tree, the settings
// panel and the preview. The choice lives in the URL (`?lang=fr`, so a link opens the editor in
// that language) and, per survey, in the session (so the designer's tabs, which drop the search,
// come back to it). Choosing writes both in the event, never from an effect.
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useSurveyRecord } from '../../drafts/use-draft';
import { useDesignerSurvey } from '../designer-context';
import { DEFAULT_LANGUAGE } from '../settings';
import {
  DEFAULT_EDITING,
  languageOptions,
  recallEditingLanguage,
  rememberEditingLanguage,
  resolveEditingLanguage,
  surveyLanguages,
  type EditingLanguage,
} from './editing-language';
import { useLanguageNames } from './use-language-names';

export const EditingLanguageContext = createContext<EditingLanguage>(DEFAULT_EDITING);

export function useEditingLanguage(): EditingLanguage {
  return useContext(EditingLanguageContext);
}

export function EditingLanguageProvider({ children }: { children: ReactNode }) {
  const summary = useDesignerSurvey();
  // The draft's survey is the live one (a language added in another tab shows here at once).
  const record = useSurveyRecord();
  const nameOf = useLanguageNames();
  const search: Readonly<Record<string, unknown>> = useSearch({ strict: false });
  const navigate = useNavigate();
  const languages = useMemo(
    () => surveyLanguages(record, { defaultLanguage: summary.default_language, additional: summary.additional_languages }),
    [record, summary],
  );
  const language = resolveEditingLanguage(search.lang ?? recallEditingLanguage(summary.id), languages);

  const choose = useCallback((code: string) => {
    const lang = resolveEditingLanguage(code, languages) === DEFAULT_LANGUAGE ? undefined : code;
    rememberEditingLanguage(summary.id, lang ?? null);
    void navigate({ to: '.', search: (previous: Record<string, unknown>) => ({ ...previous, lang }), replace: true });
  }, [languages, navigate, summary.id]);

  const value = useMemo<EditingLanguage>(() => {
    const code = language === DEFAULT_LANGUAGE ? languages.defaultLanguage : language;
    return {
      language,
      code,
      name: nameOf(code),
      defaultName: nameOf(languages.defaultLanguage),
      options: languageOptions(languages, nameOf),
      choose,
    };
  }, [language, languages, nameOf, choose]);

  return <EditingLanguageContext value={value}>{children}</EditingLanguageContext>;
}
