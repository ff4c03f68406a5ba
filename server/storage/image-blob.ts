// Which uploads blob storage takes (spec §5, §7): gif, jpeg, png and svg images up to 5,242,880
// bytes, the same rules the image uploader applies in the browser (src/widgets/image/image-file.ts),
// enforced again here because the browser is not the only client.
// The types and the limit are the storage contract's (schema/api/storage.ts).
import type { Readable } from 'node:stream';
import { IMAGE_CONTENT_TYPES, MAX_IMAGE_BYTES, type ImageContentType } from '../../schema/api/storage';
import { DomainError } from '../http/errors';

export { IMAGE_CONTENT_TYPES, MAX_IMAGE_BYTES, type ImageContentType };

/** The media type of a Content-Type header (parameters and case ignored), if it is an image we keep. */
export function imageContentType(header: string | undefined): ImageContentType | null {
  const mediaType = header?.split(';')[0]?.trim().toLowerCase();
  return IMAGE_CONTENT_TYPES.find((type) => type === mediaType) ?? null;
}

export function unsupportedType(header: string | undefined): DomainError {
  return new DomainError('unsupported_media_type',
    `Images must be sent as ${IMAGE_CONTENT_TYPES.join(', ')}, got ${header ? header.slice(0, 80) : 'no content type'}`);
}

const bytes = (count: number) => `${count.toLocaleString('en-GB')} bytes`;

/** The spec §8 wording, with exact byte counts; `size` is null when the body had no length. */
export function tooLarge(size: number | null, max: number): DomainError {
  const shown = size === null ? `more than ${bytes(max)}` : bytes(size);
  return new DomainError('too_large', `Image file size is too large (${shown}), please select an image smaller than ${bytes(max)}`,
    { size, max });
}

/** Reads a request body, failing as soon as it passes `max` (a chunked body has no length to check first). */
export async function readAtMost(stream: Readable, max: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > max) throw tooLarge(null, max);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}
