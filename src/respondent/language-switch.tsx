// The respondent's language switch (spec §5 launch languages): shown when the version launches in
// more than one. A plain GET form to the survey's link with ?lang=, so it works with scripts off
// and the same with them on: the server records the new language and draws the respondent's
// current page in it, with their answers (fielding.ts). Its controls sit in the page's header but
// belong to a form of their own placed after the page's form (the `form` attribute): a form
// cannot hold another, and the page's Next stays its first submit button, so Enter in a text box
// still means Next.
import type { RespondentDocument } from '../../schema/api/respondent/respondent-document';
import { respondentTexts } from '../../schema/survey/respondent/respondent-texts';

export const LANGUAGE_FORM_ID = 'respondent-language';
const SELECT_ID = 'respondent-language-select';

type Switchable = Pick<RespondentDocument, 'languages' | 'lang' | 'action'>;

const hasSwitch = (document: Switchable) => (document.languages?.length ?? 0) > 1;

/** The label, the list of languages (each named in itself) and the button. */
export function LanguageSwitch({ document }: { readonly document: Switchable }) {
  if (!hasSwitch(document)) return null;
  const texts = respondentTexts(document.lang.language);
  return (
    <div className="respondent__languages">
      <label htmlFor={SELECT_ID}>{texts.language}</label>
      <select id={SELECT_ID} name="lang" form={LANGUAGE_FORM_ID} defaultValue={document.lang.language}>
        {document.languages!.map((language) => (
          <option key={language.code} value={language.code} lang={language.code.replace('_', '-')}>{language.name}</option>
        ))}
      </select>
      <button type="submit" form={LANGUAGE_FORM_ID} className="respondent__button respondent__button--language">{texts.changeLanguage}</button>
    </div>
  );
}

/** The switch's own form: empty, after the page's form; it sends `lang` to the link (its query replaced). */
export function LanguageForm({ document }: { readonly document: Switchable }) {
  if (!hasSwitch(document)) return null;
  return <form id={LANGUAGE_FORM_ID} method="get" action={document.action.split('?')[0]} />;
}
