// Access-token scopes live in the contract (schema/api/access-scope.ts): the access-tokens body
// and the server's checks read the same schema.
export { accessScopeSchema, passwordScope, scopeAllows, type AccessScope } from '../../schema/api';
