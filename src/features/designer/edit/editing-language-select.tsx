// The editor toolbar's "Editing language": the survey's default language and each additional one,
// by name, with a mark while a translation is being edited. A survey without translations shows
// it disabled, with where languages are added.
import { useId } from 'react';
import { Languages } from 'lucide-react';
import { Tag } from '../../../widgets/feedback';
import { DEFAULT_LANGUAGE } from '../settings';
import { useEditingLanguage } from './editing-language-context';
import './editing-language.css';

export function EditingLanguageSelect() {
  const { language, code, name, options, choose } = useEditingLanguage();
  const id = useId();
  const hintId = `${id}-hint`;
  const translatable = options.length > 1;
  return (
    <div className="editing-language">
      <label htmlFor={id} className="editing-language__label">
        <Languages aria-hidden size={16} /> Editing language
      </label>
      <select id={id} className="input editing-language__select" value={code} disabled={!translatable}
        aria-describedby={translatable ? undefined : hintId} onChange={(event) => choose(event.target.value)}>
        {options.map((option) => (
          <option key={option.code} value={option.code}>
            {option.isDefault ? `${option.name} (default)` : option.name}
          </option>
        ))}
      </select>
      {!translatable && <span id={hintId} className="muted editing-language__hint">Add languages in Settings → Translations</span>}
      {language !== DEFAULT_LANGUAGE && <Tag tone="info" className="editing-language__mark">Translating into {name}</Tag>}
    </div>
  );
}
