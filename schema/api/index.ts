// The API contract (architecture §4): access rules, error codes, body limits, and one record per
// endpoint under schema/api/<service>/.
export * from './access-rule';
export * from './endpoint';
export * from './errors';
export * from './json-limits';
export * from './access-scope';
export * from './form-body';
