// Which files the image uploader takes (spec §5): gif, jpg, jpeg, png, svg, at most 5,242,880
// bytes by default. An expected refusal comes back as a value with a code and a message.
import { formatFileSize } from '../format';

export const IMAGE_EXTENSIONS = ['gif', 'jpg', 'jpeg', 'png', 'svg'] as const;
export type ImageExtension = (typeof IMAGE_EXTENSIONS)[number];
export const DEFAULT_MAX_IMAGE_BYTES = 5_242_880;

/** The `accept` attribute of the file input. */
export const IMAGE_ACCEPT = IMAGE_EXTENSIONS.map((ext) => `.${ext}`).join(',');

export function imageExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot === -1 ? '' : fileName.slice(dot + 1).toLowerCase();
}

export function isImageExtension(ext: string): ext is ImageExtension {
  return (IMAGE_EXTENSIONS as readonly string[]).includes(ext);
}

export function tooLargeMessage(size: number, max: number): string {
  return `Image file size is too large (${formatFileSize(size)}), please select an image smaller than ${formatFileSize(max)}`;
}

export type ImageCheck =
  | { readonly ok: true; readonly extension: ImageExtension }
  | { readonly ok: false; readonly code: 'too_large' | 'bad_type'; readonly message: string };

export function checkImageFile(file: { readonly name: string; readonly size: number }, maxBytes = DEFAULT_MAX_IMAGE_BYTES): ImageCheck {
  const extension = imageExtension(file.name);
  if (!isImageExtension(extension)) {
    return { ok: false, code: 'bad_type', message: `Image type is not supported (${extension || 'none'}), please select a gif, jpg, jpeg, png or svg file` };
  }
  if (file.size > maxBytes) return { ok: false, code: 'too_large', message: tooLargeMessage(file.size, maxBytes) };
  return { ok: true, extension };
}
