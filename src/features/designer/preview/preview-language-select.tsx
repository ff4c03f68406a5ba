// Chooses the language the preview is shown in: the default language and each additional one.
import { useId } from 'react';
import { languageName } from '../../../survey-runtime';

export interface PreviewLanguageSelectProps {
  readonly languages: readonly string[];
  readonly value: string;
  readonly onChange: (language: string) => void;
}

export function PreviewLanguageSelect({ languages, value, onChange }: PreviewLanguageSelectProps) {
  const id = useId();
  return (
    <div className="field preview-frame__language">
      <label className="field__label" htmlFor={id}>
        Language
      </label>
      <select className="input" id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {languages.map((language) => (
          <option key={language} value={language}>
            {languageName(language)}
          </option>
        ))}
      </select>
    </div>
  );
}
