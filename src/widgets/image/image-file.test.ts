import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_IMAGE_BYTES, IMAGE_ACCEPT, checkImageFile, tooLargeMessage } from './image-file';

describe('checkImageFile', () => {
  it('accepts gif, jpg, jpeg, png and svg in any case', () => {
    for (const name of ['a.gif', 'a.jpg', 'a.JPEG', 'a.png', 'logo.final.svg']) expect(checkImageFile({ name, size: 1 }).ok).toBe(true);
    expect(IMAGE_ACCEPT).toBe('.gif,.jpg,.jpeg,.png,.svg');
  });
  it('refuses other types', () => {
    expect(checkImageFile({ name: 'a.webp', size: 1 })).toMatchObject({ ok: false, code: 'bad_type' });
    expect(checkImageFile({ name: 'noext', size: 1 })).toMatchObject({ ok: false, code: 'bad_type' });
  });
  it('takes exactly the default maximum of 5,242,880 bytes and refuses one byte more', () => {
    expect(DEFAULT_MAX_IMAGE_BYTES).toBe(5_242_880);
    expect(checkImageFile({ name: 'a.png', size: 5_242_880 }).ok).toBe(true);
    expect(checkImageFile({ name: 'a.png', size: 5_242_881 })).toMatchObject({ ok: false, code: 'too_large' });
  });
  it('honours a custom maximum', () => {
    expect(checkImageFile({ name: 'a.png', size: 2000 }, 1000)).toMatchObject({ ok: false, code: 'too_large' });
  });
});

describe('tooLargeMessage', () => {
  it('formats both sizes', () => {
    expect(tooLargeMessage(6_200_000, DEFAULT_MAX_IMAGE_BYTES)).toBe('Image file size is too large (6.2 MB), please select an image smaller than 5.24 MB');
  });
});
