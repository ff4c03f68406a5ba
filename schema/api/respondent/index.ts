// The respondent service's contract (issue 14): the public survey pages, the runtime's JSON calls
// and what their renderer takes.
export * from './pages';
export * from './page-api';
export * from './respondent-document';
