// The contents of the designer's settings side panel for one component: every field of spec §3
// for its kind, grouped in sections, in the language being edited.
import { getAt } from '../../../../sync/paths';
import type { Component } from '../../../../schema';
import type { DynamicTextSource } from '../../../widgets/rich-text';
import type { ConditionSubject } from '../../conditions/condition-subject';
import { FieldEditor } from './field-editor';
import { fieldPath, type FieldDef, type SettingsSection } from './field-def';
import { dataPunchSection, settingsOf } from './kind-settings';
import { DEFAULT_LANGUAGE, type SettingsChangeHandler } from './setting-change';
import { translationPlaceholder } from './translation-placeholder';
import './settings.css';

export interface ComponentSettingsProps {
  readonly component: Component;
  /** 'default' or an additional language's code: language fields read and write its data. */
  readonly language: string;
  /** What condition editors may refer to, listed when a builder opens. */
  readonly listSubjects: () => readonly ConditionSubject[];
  /** Survey items the rich texts may insert as dynamic text (the picker shows when given). */
  readonly dynamicTextSources?: readonly DynamicTextSource[] | undefined;
  readonly readOnly?: boolean;
  readonly onChange: SettingsChangeHandler;
  /** The survey_data_punch feature: offers Data Punch on questions (always shown once switched on). */
  readonly dataPunch?: boolean;
}

/** The sections of a component, with Data Punch added for questions where it is offered. */
export function settingsSections(component: Component, dataPunch = false): readonly SettingsSection<Component>[] {
  const sections: readonly SettingsSection<Component>[] = settingsOf(component.kind).sections(component);
  const punched = component.kind === 'question' && (dataPunch || component.development_fields.data_punch);
  return punched ? [...sections, dataPunchSection] : sections;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

export function ComponentSettings({ component, language, listSubjects, dynamicTextSources, readOnly = false, onChange, dataPunch }: ComponentSettingsProps) {
  const sections = settingsSections(component, dataPunch);
  const suffix = language === DEFAULT_LANGUAGE ? '' : ` (${language})`;

  const editor = (def: FieldDef<Component>) => {
    const path = fieldPath(def, language);
    const label = def.language ? `${def.label}${suffix}` : def.label;
    // A translation shows the default language's text while it is empty.
    const translating = def.language && language !== DEFAULT_LANGUAGE;
    const placeholder = translating ? translationPlaceholder(getAt(component, fieldPath(def, DEFAULT_LANGUAGE))) : undefined;
    return (
      <FieldEditor
        // A new component or language starts fresh editors, so no draft leaks between them.
        key={`${component.id}/${language}/${path.join('.')}`}
        def={def}
        component={component}
        path={path}
        label={label}
        value={getAt(component, path)}
        placeholder={placeholder}
        listSubjects={listSubjects}
        dynamicTextSources={dynamicTextSources}
        disabled={readOnly}
        emit={(changes) => onChange(changes, `Change ${lowerFirst(label)}`)}
      />
    );
  };

  if (sections.length === 0) return <p className="muted component-settings__empty">This item has no settings.</p>;
  return (
    <div className="component-settings">
      {sections.map((section) => {
        const fields = section.fields.filter((def) => def.shown?.(component) ?? true);
        if (fields.length === 0) return null;
        return (
          <section className="settings-section" key={section.title} aria-label={section.title}>
            <h3 className="settings-section__title">{section.title}</h3>
            {fields.map(editor)}
          </section>
        );
      })}
    </div>
  );
}
