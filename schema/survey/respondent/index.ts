// The respondent's side of a survey, pure: answers, visibility, the required rule and the checks
// of a page, shared by the browser runtime, the designer's preview and the server.
export * from './answers';
export * from './answers-schema';
export * from './language';
export * from './tree';
export * from './responses';
export * from './required';
export * from './dates';
export * from './page-validation';
export * from './form-fields';
export * from './quotas';
export * from './answer-order';
export * from './piped-text';
export * from './live-texts';
export * from './respondent-components';
export * from './collectors';
export * from './processor-request';
export * from './walk';
export * from './respondent-texts';
export * from './problem-texts';
export * from './problem-texts-languages';
