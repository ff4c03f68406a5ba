// The respondent service's contract (issue 14): the public survey pages and what their renderer takes.
export * from './pages';
export * from './respondent-document';
