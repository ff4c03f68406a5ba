// The texts the respondent's page draws that no author wrote (spec §5 languages): the buttons, the
// progress, the language switch, the problem summary, the default required message and the default
// end texts. Shown in the respondent's language when we have it, else in English. The author's own
// texts (questions, answers, custom messages, exit texts) come from the survey's language data.
//
// Kept here, in schema, because the server (fallback end texts, page checks) and the browser (the
// same page checks, the same buttons on hydration) must say exactly the same thing. Small: a few
// strings per language, no zod, nothing else imported (it is in the respondent's entry).

/** What a respondent page says by itself. `page` and `required` take the page number / nothing. */
export interface RespondentTexts {
  readonly next: string;
  readonly back: string;
  /** "Page 3". */
  readonly page: (number: number) => string;
  /** The language switch's label and its button. */
  readonly language: string;
  readonly changeLanguage: string;
  /** The heading of the problem summary above a refused page. */
  readonly problem: string;
  /** Spec §5: every input's default required message. */
  readonly required: string;
  /** What a finished respondent reads when the survey has no exit text for their status. */
  readonly ends: {
    readonly complete: string;
    readonly screened: string;
    readonly quota_full: string;
    readonly closed: string;
  };
}

const ENGLISH: RespondentTexts = {
  next: 'Next',
  back: 'Back',
  page: (n) => `Page ${n}`,
  language: 'Language',
  changeLanguage: 'Change language',
  problem: 'There is a problem',
  required: 'This field is required',
  ends: {
    complete: 'Thank you for taking part.',
    screened: 'Thank you for your interest. This survey is not open to you.',
    quota_full: 'Thank you for your interest. We already have enough answers like yours.',
    closed: 'This survey is closed.',
  },
};

/** By base language (ISO 639-1): a regional variant (fr_CA, pt-BR) reads its base language's texts. */
const TEXTS: Readonly<Record<string, RespondentTexts>> = {
  en: ENGLISH,
  fr: {
    next: 'Suivant',
    back: 'Retour',
    page: (n) => `Page ${n}`,
    language: 'Langue',
    changeLanguage: 'Changer de langue',
    problem: 'Il y a un problème',
    required: 'Ce champ est obligatoire',
    ends: {
      complete: 'Merci de votre participation.',
      screened: 'Merci de votre intérêt. Cette enquête ne vous est pas ouverte.',
      quota_full: 'Merci de votre intérêt. Nous avons déjà assez de réponses comme la vôtre.',
      closed: 'Cette enquête est fermée.',
    },
  },
  de: {
    next: 'Weiter',
    back: 'Zurück',
    page: (n) => `Seite ${n}`,
    language: 'Sprache',
    changeLanguage: 'Sprache wechseln',
    problem: 'Es gibt ein Problem',
    required: 'Dieses Feld ist erforderlich',
    ends: {
      complete: 'Vielen Dank für Ihre Teilnahme.',
      screened: 'Vielen Dank für Ihr Interesse. Diese Umfrage steht Ihnen nicht offen.',
      quota_full: 'Vielen Dank für Ihr Interesse. Wir haben bereits genug Antworten wie Ihre.',
      closed: 'Diese Umfrage ist geschlossen.',
    },
  },
  es: {
    next: 'Siguiente',
    back: 'Atrás',
    page: (n) => `Página ${n}`,
    language: 'Idioma',
    changeLanguage: 'Cambiar idioma',
    problem: 'Hay un problema',
    required: 'Este campo es obligatorio',
    ends: {
      complete: 'Gracias por participar.',
      screened: 'Gracias por su interés. Esta encuesta no está abierta para usted.',
      quota_full: 'Gracias por su interés. Ya tenemos suficientes respuestas como la suya.',
      closed: 'Esta encuesta está cerrada.',
    },
  },
  it: {
    next: 'Avanti',
    back: 'Indietro',
    page: (n) => `Pagina ${n}`,
    language: 'Lingua',
    changeLanguage: 'Cambia lingua',
    problem: "C'è un problema",
    required: 'Questo campo è obbligatorio',
    ends: {
      complete: 'Grazie per la partecipazione.',
      screened: 'Grazie per il suo interesse. Questo sondaggio non è aperto a lei.',
      quota_full: 'Grazie per il suo interesse. Abbiamo già abbastanza risposte come la sua.',
      closed: 'Questo sondaggio è chiuso.',
    },
  },
  nl: {
    next: 'Volgende',
    back: 'Terug',
    page: (n) => `Pagina ${n}`,
    language: 'Taal',
    changeLanguage: 'Taal wijzigen',
    problem: 'Er is een probleem',
    required: 'Dit veld is verplicht',
    ends: {
      complete: 'Bedankt voor uw deelname.',
      screened: 'Bedankt voor uw interesse. Deze enquête staat niet voor u open.',
      quota_full: 'Bedankt voor uw interesse. We hebben al genoeg antwoorden zoals het uwe.',
      closed: 'Deze enquête is gesloten.',
    },
  },
  pt: {
    next: 'Seguinte',
    back: 'Voltar',
    page: (n) => `Página ${n}`,
    language: 'Idioma',
    changeLanguage: 'Mudar de idioma',
    problem: 'Há um problema',
    required: 'Este campo é obrigatório',
    ends: {
      complete: 'Obrigado pela sua participação.',
      screened: 'Obrigado pelo seu interesse. Este inquérito não está aberto para si.',
      quota_full: 'Obrigado pelo seu interesse. Já temos respostas suficientes como a sua.',
      closed: 'Este inquérito está fechado.',
    },
  },
  pl: {
    next: 'Dalej',
    back: 'Wstecz',
    page: (n) => `Strona ${n}`,
    language: 'Język',
    changeLanguage: 'Zmień język',
    problem: 'Wystąpił problem',
    required: 'To pole jest wymagane',
    ends: {
      complete: 'Dziękujemy za udział.',
      screened: 'Dziękujemy za zainteresowanie. Ta ankieta nie jest dla Ciebie dostępna.',
      quota_full: 'Dziękujemy za zainteresowanie. Mamy już wystarczająco dużo takich odpowiedzi jak Twoja.',
      closed: 'Ta ankieta jest zamknięta.',
    },
  },
};

/** The languages (base codes) the page's own texts are written in; any other reads English. */
export const RESPONDENT_TEXT_LANGUAGES: readonly string[] = Object.keys(TEXTS);

/** The page's own texts in `language` (a code such as fr, fr_CA or pt-BR), else in English. */
export function respondentTexts(language: string): RespondentTexts {
  const base = language.split(/[_-]/)[0]!.toLowerCase();
  return TEXTS[base] ?? ENGLISH;
}
