// The problem texts of a refused page (problem-texts.ts) in every language but English, apart so
// the respondent's entry does not carry them: a page in one of these languages loads this chunk
// (preloaded with the entry) and provides it before it hydrates; the server provides it at load.
import type { Plural, ProblemTexts, ProblemTextsBuilder } from './problem-texts';

function french(plural: Plural): ProblemTexts {
  const answers = (n: number) => plural(n, { one: '# réponse', other: '# réponses' });
  const characters = (n: number) => plural(n, { one: '# caractère', other: '# caractères' });
  return {
    onlyOne: (count) => `Choisissez une seule réponse, pas ${count}`,
    notCombined: (label) => `« ${label} » ne peut pas être choisi avec d'autres réponses`,
    atLeastAnswers: (min) => `Choisissez au moins ${answers(min)}`,
    atMostAnswers: (max) => `Choisissez au plus ${answers(max)}`,
    unknownAnswer: (code) => `« ${code} » ne fait pas partie des réponses proposées`,
    realDate: (format) => `Saisissez une date valide au format ${format}`,
    yearRange: (first, last) => (last === null ? `Choisissez une année à partir de ${first}` : `Choisissez une année entre ${first} et ${last}`),
    number: 'Saisissez un nombre',
    numberRange: (min, max) => (min !== null && max !== null ? `Saisissez un nombre entre ${min} et ${max}` : min !== null ? `Saisissez un nombre d'au moins ${min}` : `Saisissez un nombre d'au plus ${max}`),
    wholeNumber: 'Saisissez un nombre entier',
    decimals: (places) => `Saisissez un nombre avec au plus ${plural(places, { one: '# décimale', other: '# décimales' })}`,
    numberText: 'Saisissez un nombre, avec uniquement des chiffres, « . » et « - »',
    tooShort: (min, length) => `Saisissez au moins ${characters(min)} (vous en avez saisi ${length})`,
    tooLong: (max, length) => `Saisissez au plus ${characters(max)} (vous en avez saisi ${length})`,
  };
}

function german(plural: Plural): ProblemTexts {
  const answers = (n: number) => plural(n, { one: '# Antwort', other: '# Antworten' });
  const characters = (n: number) => plural(n, { one: '# Zeichen', other: '# Zeichen' });
  return {
    onlyOne: (count) => `Wählen Sie nur eine Antwort, nicht ${count}`,
    notCombined: (label) => `„${label}“ kann nicht mit anderen Antworten gewählt werden`,
    atLeastAnswers: (min) => `Wählen Sie mindestens ${answers(min)}`,
    atMostAnswers: (max) => `Wählen Sie höchstens ${answers(max)}`,
    unknownAnswer: (code) => `„${code}“ gehört nicht zu den angebotenen Antworten`,
    realDate: (format) => `Geben Sie ein gültiges Datum im Format ${format} ein`,
    yearRange: (first, last) => (last === null ? `Wählen Sie ein Jahr ab ${first}` : `Wählen Sie ein Jahr von ${first} bis ${last}`),
    number: 'Geben Sie eine Zahl ein',
    numberRange: (min, max) => (min !== null && max !== null ? `Geben Sie eine Zahl von ${min} bis ${max} ein` : min !== null ? `Geben Sie eine Zahl von mindestens ${min} ein` : `Geben Sie eine Zahl von höchstens ${max} ein`),
    wholeNumber: 'Geben Sie eine ganze Zahl ein',
    decimals: (places) => `Geben Sie eine Zahl mit höchstens ${plural(places, { one: '# Nachkommastelle', other: '# Nachkommastellen' })} ein`,
    numberText: 'Geben Sie eine Zahl nur mit Ziffern, „.“ und „-“ ein',
    tooShort: (min, length) => `Geben Sie mindestens ${characters(min)} ein (Sie haben ${length} eingegeben)`,
    tooLong: (max, length) => `Geben Sie höchstens ${characters(max)} ein (Sie haben ${length} eingegeben)`,
  };
}

function spanish(plural: Plural): ProblemTexts {
  const answers = (n: number) => plural(n, { one: '# respuesta', other: '# respuestas' });
  const characters = (n: number) => plural(n, { one: '# carácter', other: '# caracteres' });
  return {
    onlyOne: (count) => `Elija solo una respuesta, no ${count}`,
    notCombined: (label) => `«${label}» no se puede elegir con otras respuestas`,
    atLeastAnswers: (min) => `Elija al menos ${answers(min)}`,
    atMostAnswers: (max) => `Elija como máximo ${answers(max)}`,
    unknownAnswer: (code) => `«${code}» no es una de las respuestas ofrecidas`,
    realDate: (format) => `Introduzca una fecha válida con el formato ${format}`,
    yearRange: (first, last) => (last === null ? `Elija un año a partir de ${first}` : `Elija un año entre ${first} y ${last}`),
    number: 'Introduzca un número',
    numberRange: (min, max) => (min !== null && max !== null ? `Introduzca un número entre ${min} y ${max}` : min !== null ? `Introduzca un número de al menos ${min}` : `Introduzca un número de como máximo ${max}`),
    wholeNumber: 'Introduzca un número entero',
    decimals: (places) => `Introduzca un número con como máximo ${plural(places, { one: '# decimal', other: '# decimales' })}`,
    numberText: 'Introduzca un número usando solo dígitos, «.» y «-»',
    tooShort: (min, length) => `Introduzca al menos ${characters(min)} (ha introducido ${length})`,
    tooLong: (max, length) => `Introduzca como máximo ${characters(max)} (ha introducido ${length})`,
  };
}

function italian(plural: Plural): ProblemTexts {
  const answers = (n: number) => plural(n, { one: '# risposta', other: '# risposte' });
  const characters = (n: number) => plural(n, { one: '# carattere', other: '# caratteri' });
  return {
    onlyOne: (count) => `Scelga una sola risposta, non ${count}`,
    notCombined: (label) => `«${label}» non può essere scelta con altre risposte`,
    atLeastAnswers: (min) => `Scelga almeno ${answers(min)}`,
    atMostAnswers: (max) => `Scelga al massimo ${answers(max)}`,
    unknownAnswer: (code) => `«${code}» non è tra le risposte offerte`,
    realDate: (format) => `Inserisca una data valida nel formato ${format}`,
    yearRange: (first, last) => (last === null ? `Scelga un anno dal ${first} in poi` : `Scelga un anno dal ${first} al ${last}`),
    number: 'Inserisca un numero',
    numberRange: (min, max) => (min !== null && max !== null ? `Inserisca un numero da ${min} a ${max}` : min !== null ? `Inserisca un numero di almeno ${min}` : `Inserisca un numero di al massimo ${max}`),
    wholeNumber: 'Inserisca un numero intero',
    decimals: (places) => `Inserisca un numero con al massimo ${plural(places, { one: '# decimale', other: '# decimali' })}`,
    numberText: 'Inserisca un numero usando solo cifre, «.» e «-»',
    tooShort: (min, length) => `Inserisca almeno ${characters(min)} (ne ha inseriti ${length})`,
    tooLong: (max, length) => `Inserisca al massimo ${characters(max)} (ne ha inseriti ${length})`,
  };
}

function dutch(plural: Plural): ProblemTexts {
  const answers = (n: number) => plural(n, { one: '# antwoord', other: '# antwoorden' });
  const characters = (n: number) => plural(n, { one: '# teken', other: '# tekens' });
  return {
    onlyOne: (count) => `Kies maar één antwoord, niet ${count}`,
    notCombined: (label) => `'${label}' kan niet samen met andere antwoorden worden gekozen`,
    atLeastAnswers: (min) => `Kies minstens ${answers(min)}`,
    atMostAnswers: (max) => `Kies hoogstens ${answers(max)}`,
    unknownAnswer: (code) => `'${code}' is geen van de aangeboden antwoorden`,
    realDate: (format) => `Vul een geldige datum in als ${format}`,
    yearRange: (first, last) => (last === null ? `Kies een jaar vanaf ${first}` : `Kies een jaar van ${first} tot en met ${last}`),
    number: 'Vul een getal in',
    numberRange: (min, max) => (min !== null && max !== null ? `Vul een getal van ${min} tot en met ${max} in` : min !== null ? `Vul een getal van minstens ${min} in` : `Vul een getal van hoogstens ${max} in`),
    wholeNumber: 'Vul een geheel getal in',
    decimals: (places) => `Vul een getal in met hoogstens ${plural(places, { one: '# decimaal', other: '# decimalen' })}`,
    numberText: "Vul een getal in met alleen cijfers, '.' en '-'",
    tooShort: (min, length) => `Vul minstens ${characters(min)} in (u hebt er ${length} ingevuld)`,
    tooLong: (max, length) => `Vul hoogstens ${characters(max)} in (u hebt er ${length} ingevuld)`,
  };
}

function portuguese(plural: Plural): ProblemTexts {
  const answers = (n: number) => plural(n, { one: '# resposta', other: '# respostas' });
  const characters = (n: number) => plural(n, { one: '# carácter', other: '# caracteres' });
  return {
    onlyOne: (count) => `Escolha apenas uma resposta, não ${count}`,
    notCombined: (label) => `«${label}» não pode ser escolhida com outras respostas`,
    atLeastAnswers: (min) => `Escolha pelo menos ${answers(min)}`,
    atMostAnswers: (max) => `Escolha no máximo ${answers(max)}`,
    unknownAnswer: (code) => `«${code}» não é uma das respostas oferecidas`,
    realDate: (format) => `Introduza uma data válida no formato ${format}`,
    yearRange: (first, last) => (last === null ? `Escolha um ano a partir de ${first}` : `Escolha um ano de ${first} a ${last}`),
    number: 'Introduza um número',
    numberRange: (min, max) => (min !== null && max !== null ? `Introduza um número de ${min} a ${max}` : min !== null ? `Introduza um número de pelo menos ${min}` : `Introduza um número de no máximo ${max}`),
    wholeNumber: 'Introduza um número inteiro',
    decimals: (places) => `Introduza um número com no máximo ${plural(places, { one: '# casa decimal', other: '# casas decimais' })}`,
    numberText: 'Introduza um número usando apenas algarismos, «.» e «-»',
    tooShort: (min, length) => `Introduza pelo menos ${characters(min)} (introduziu ${length})`,
    tooLong: (max, length) => `Introduza no máximo ${characters(max)} (introduziu ${length})`,
  };
}

function polish(plural: Plural): ProblemTexts {
  const answers = (n: number) => plural(n, { one: '# odpowiedź', few: '# odpowiedzi', many: '# odpowiedzi', other: '# odpowiedzi' });
  const characters = (n: number) => plural(n, { one: '# znak', few: '# znaki', many: '# znaków', other: '# znaku' });
  return {
    onlyOne: (count) => `Wybierz tylko jedną odpowiedź, nie ${count}`,
    notCombined: (label) => `„${label}” nie można wybrać razem z innymi odpowiedziami`,
    atLeastAnswers: (min) => `Wybierz co najmniej ${answers(min)}`,
    atMostAnswers: (max) => `Wybierz co najwyżej ${answers(max)}`,
    unknownAnswer: (code) => `„${code}” nie jest jedną z proponowanych odpowiedzi`,
    realDate: (format) => `Wpisz poprawną datę w formacie ${format}`,
    yearRange: (first, last) => (last === null ? `Wybierz rok ${first} lub późniejszy` : `Wybierz rok od ${first} do ${last}`),
    number: 'Wpisz liczbę',
    numberRange: (min, max) => (min !== null && max !== null ? `Wpisz liczbę od ${min} do ${max}` : min !== null ? `Wpisz liczbę nie mniejszą niż ${min}` : `Wpisz liczbę nie większą niż ${max}`),
    wholeNumber: 'Wpisz liczbę całkowitą',
    decimals: (places) => `Wpisz liczbę z co najwyżej ${plural(places, { one: '# miejscem po przecinku', other: '# miejscami po przecinku' })}`,
    numberText: 'Wpisz liczbę, używając tylko cyfr, „.” i „-”',
    tooShort: (min, length) => `Wpisz co najmniej ${characters(min)} (wpisano ${length})`,
    tooLong: (max, length) => `Wpisz co najwyżej ${characters(max)} (wpisano ${length})`,
  };
}

/** The languages besides English, by base language. */
export const PROBLEM_TRANSLATIONS: Readonly<Record<string, ProblemTextsBuilder>> = {
  fr: french, de: german, es: spanish, it: italian, nl: dutch, pt: portuguese, pl: polish,
};

/** Every language problem texts are written in (the same as the page's own texts). */
export const PROBLEM_TEXT_LANGUAGES: readonly string[] = ['en', ...Object.keys(PROBLEM_TRANSLATIONS)];
