// The text a tree row shows, in the editing language: the translation where there is one, else
// "Translate: " and the default language's text, so the translator sees what is left to do.
import type { Component } from '../../../../schema';
import { useComponent } from '../../drafts/use-draft';
import { DEFAULT_LANGUAGE } from '../settings';
import { useEditingLanguage } from './editing-language-context';
import { componentLabel, type TreeRow } from './tree-rows';
import './editing-language.css';

/** A component's tree text in an additional language ('' when untranslated). */
export function translatedLabel(component: Component, language: string): string {
  const translations = (component as { additional_language_data?: Readonly<Record<string, unknown>> }).additional_language_data;
  // componentLabel knows which field each kind shows; handing it the translation as the
  // language data reads that field there. Fields that are not per language read the same.
  return componentLabel({ ...component, default_language_data: translations?.[language] ?? {} } as Component);
}

/** `empty`: what stands in for a row without text (its kind). */
export function TreeRowLabel({ row, empty }: { row: TreeRow; empty: string }) {
  const { language } = useEditingLanguage();
  if (language === DEFAULT_LANGUAGE) return row.label ? <>{row.label}</> : <span className="muted">{empty}</span>;
  return <TranslatedRowLabel row={row} language={language} empty={empty} />;
}

function TranslatedRowLabel({ row, language, empty }: { row: TreeRow; language: string; empty: string }) {
  const component = useComponent(row.cid);
  const text = component ? translatedLabel(component, language) : '';
  if (text) return <>{text}</>;
  if (row.label) return <span className="tree-row-untranslated">Translate: {row.label}</span>;
  return <span className="muted">{empty}</span>;
}
