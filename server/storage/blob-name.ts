// What may name a container and a blob: the rules live with the storage contract
// (schema/api/storage.ts), where the route parameters are checked; the public path is the server's.
export { MAX_BLOB_DEPTH, MAX_BLOB_NAME_LENGTH, checkBlobName, checkContainerId, type NameCheck } from '../../schema/api/storage';

/** The public path of a blob, each segment encoded (the checked names need none today). */
export function publicBlobPath(container: string, name: string): string {
  return `/files/${encodeURIComponent(container)}/${name.split('/').map(encodeURIComponent).join('/')}`;
}
