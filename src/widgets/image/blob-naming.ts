// Blob storage names and content types for uploaded images (spec §7).

/** "image/" plus the extension; jpg is sent as jpeg and svg as svg+xml. */
export function blobContentType(extension: string): string {
  const ext = extension.trim().replace(/^\./, '').toLowerCase();
  if (ext === '') throw new RangeError('An image extension is needed for its content type, got ""');
  if (ext === 'jpg') return 'image/jpeg';
  if (ext === 'svg') return 'image/svg+xml';
  return `image/${ext}`;
}

/** The blob name: optional folder, then the prefix, a dash and the image name (default "logo"). */
export function blobName(folder: string | undefined, prefix: string, imageName = 'logo'): string {
  const name = `${prefix}-${imageName}`;
  const base = folder?.replace(/^\/+|\/+$/g, '');
  return base ? `${base}/${name}` : name;
}
