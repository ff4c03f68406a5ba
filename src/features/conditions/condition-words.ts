// A condition tree in words: the rules live in schema/ (the server's quota views say a criteria the
// same way), re-exported here for the screens that already import them from this folder.
export * from '../../../schema/survey/condition-words';
