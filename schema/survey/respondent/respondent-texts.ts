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

/**
 * What the respondent's status line says about their answers (issue 14 D), and what an end walked
 * on the device says until the server decides. `{n}` in `waiting` is the number of pages waiting.
 * The server puts the page's language's in the document (`RespondentDocument.statusTexts`): the
 * browser's entry carries the English ones only, as a fallback, and never all eight.
 */
export interface StatusTexts {
  readonly offline: string;
  readonly waiting: string;
  readonly sending: string;
  readonly sent: string;
  /** A page answered offline the server did not accept: shown again with its problems. */
  readonly refused: string;
  /** Added to `refused` when pages answered after it were kept on the device, not sent. */
  readonly setAside: string;
  /** An end walked on the device, before the server has the answers. */
  readonly kept: string;
}

export const ENGLISH_STATUS_TEXTS: StatusTexts = {
  offline: 'You are offline. Your answers are kept on this device and will be sent when you are back online.',
  waiting: 'Your answers are kept on this device and will be sent as soon as possible. Pages waiting: {n}.',
  sending: 'Sending your answers…',
  sent: 'Your answers have been sent.',
  refused: 'A page you answered offline needs a change: please check it and send it again.',
  setAside: 'Your answers to the pages after it are kept on this device and filled in when you reach them.',
  kept: 'Thank you. Your answers are kept on this device and will be sent as soon as you are back online.',
};

const STATUS_TEXTS: Readonly<Record<string, StatusTexts>> = {
  en: ENGLISH_STATUS_TEXTS,
  fr: {
    offline: 'Vous êtes hors ligne. Vos réponses sont conservées sur cet appareil et seront envoyées à votre retour en ligne.',
    waiting: 'Vos réponses sont conservées sur cet appareil et seront envoyées dès que possible. Pages en attente : {n}.',
    sending: 'Envoi de vos réponses…',
    sent: 'Vos réponses ont été envoyées.',
    refused: 'Une page remplie hors ligne doit être modifiée : vérifiez-la et envoyez-la de nouveau.',
    setAside: 'Vos réponses aux pages suivantes sont conservées sur cet appareil et remplies quand vous y arriverez.',
    kept: 'Merci. Vos réponses sont conservées sur cet appareil et seront envoyées dès votre retour en ligne.',
  },
  de: {
    offline: 'Sie sind offline. Ihre Antworten werden auf diesem Gerät gespeichert und gesendet, sobald Sie wieder online sind.',
    waiting: 'Ihre Antworten werden auf diesem Gerät gespeichert und so bald wie möglich gesendet. Wartende Seiten: {n}.',
    sending: 'Ihre Antworten werden gesendet…',
    sent: 'Ihre Antworten wurden gesendet.',
    refused: 'Eine offline beantwortete Seite muss geändert werden: Bitte prüfen Sie sie und senden Sie sie erneut.',
    setAside: 'Ihre Antworten auf die folgenden Seiten bleiben auf diesem Gerät und werden eingetragen, wenn Sie sie erreichen.',
    kept: 'Vielen Dank. Ihre Antworten werden auf diesem Gerät gespeichert und gesendet, sobald Sie wieder online sind.',
  },
  es: {
    offline: 'No tiene conexión. Sus respuestas se guardan en este dispositivo y se enviarán cuando vuelva a estar en línea.',
    waiting: 'Sus respuestas se guardan en este dispositivo y se enviarán lo antes posible. Páginas en espera: {n}.',
    sending: 'Enviando sus respuestas…',
    sent: 'Sus respuestas se han enviado.',
    refused: 'Una página respondida sin conexión necesita un cambio: revísela y envíela de nuevo.',
    setAside: 'Sus respuestas a las páginas siguientes se guardan en este dispositivo y se rellenarán cuando llegue a ellas.',
    kept: 'Gracias. Sus respuestas se guardan en este dispositivo y se enviarán cuando vuelva a estar en línea.',
  },
  it: {
    offline: 'Sei offline. Le tue risposte sono conservate su questo dispositivo e saranno inviate quando tornerai online.',
    waiting: 'Le tue risposte sono conservate su questo dispositivo e saranno inviate appena possibile. Pagine in attesa: {n}.',
    sending: 'Invio delle risposte…',
    sent: 'Le tue risposte sono state inviate.',
    refused: 'Una pagina compilata offline va modificata: controllala e inviala di nuovo.',
    setAside: 'Le risposte alle pagine successive sono conservate su questo dispositivo e compilate quando le raggiungerai.',
    kept: 'Grazie. Le tue risposte sono conservate su questo dispositivo e saranno inviate quando tornerai online.',
  },
  nl: {
    offline: 'U bent offline. Uw antwoorden worden op dit apparaat bewaard en verzonden zodra u weer online bent.',
    waiting: 'Uw antwoorden worden op dit apparaat bewaard en zo snel mogelijk verzonden. Wachtende pagina\'s: {n}.',
    sending: 'Uw antwoorden worden verzonden…',
    sent: 'Uw antwoorden zijn verzonden.',
    refused: 'Een offline ingevulde pagina moet worden aangepast: controleer hem en verzend hem opnieuw.',
    setAside: 'Uw antwoorden op de volgende pagina\'s blijven op dit apparaat en worden ingevuld wanneer u ze bereikt.',
    kept: 'Bedankt. Uw antwoorden worden op dit apparaat bewaard en verzonden zodra u weer online bent.',
  },
  pt: {
    offline: 'Está offline. As suas respostas ficam guardadas neste dispositivo e serão enviadas quando voltar a estar online.',
    waiting: 'As suas respostas ficam guardadas neste dispositivo e serão enviadas logo que possível. Páginas em espera: {n}.',
    sending: 'A enviar as suas respostas…',
    sent: 'As suas respostas foram enviadas.',
    refused: 'Uma página respondida offline precisa de uma alteração: verifique-a e envie-a de novo.',
    setAside: 'As suas respostas às páginas seguintes ficam guardadas neste dispositivo e serão preenchidas quando lá chegar.',
    kept: 'Obrigado. As suas respostas ficam guardadas neste dispositivo e serão enviadas quando voltar a estar online.',
  },
  pl: {
    offline: 'Jesteś offline. Twoje odpowiedzi są zachowane na tym urządzeniu i zostaną wysłane, gdy wrócisz online.',
    waiting: 'Twoje odpowiedzi są zachowane na tym urządzeniu i zostaną wysłane jak najszybciej. Strony w kolejce: {n}.',
    sending: 'Wysyłanie odpowiedzi…',
    sent: 'Twoje odpowiedzi zostały wysłane.',
    refused: 'Strona wypełniona offline wymaga zmiany: sprawdź ją i wyślij ponownie.',
    setAside: 'Twoje odpowiedzi na kolejne strony są zachowane na tym urządzeniu i zostaną wpisane, gdy do nich dojdziesz.',
    kept: 'Dziękujemy. Twoje odpowiedzi są zachowane na tym urządzeniu i zostaną wysłane, gdy wrócisz online.',
  },
};

/** The status line's texts in `language` (as respondentTexts reads it), else in English. */
export function statusTexts(language: string): StatusTexts {
  return STATUS_TEXTS[language.split(/[_-]/)[0]!.toLowerCase()] ?? ENGLISH_STATUS_TEXTS;
}
