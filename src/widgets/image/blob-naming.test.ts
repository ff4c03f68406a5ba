import { describe, expect, it } from 'vitest';
import { blobContentType, blobName } from './blob-naming';

describe('blobContentType', () => {
  it('is image/ plus the extension', () => {
    expect(blobContentType('png')).toBe('image/png');
    expect(blobContentType('gif')).toBe('image/gif');
    expect(blobContentType('jpeg')).toBe('image/jpeg');
  });
  it('sends jpg as jpeg and svg as svg+xml', () => {
    expect(blobContentType('jpg')).toBe('image/jpeg');
    expect(blobContentType('svg')).toBe('image/svg+xml');
  });
  it('ignores a leading dot and case', () => {
    expect(blobContentType('.JPG')).toBe('image/jpeg');
  });
  it('rejects an empty extension', () => {
    expect(() => blobContentType('')).toThrow(/got ""/);
  });
});

describe('blobName', () => {
  it('joins prefix and image name with a dash, logo by default', () => {
    expect(blobName(undefined, '1700000000')).toBe('1700000000-logo');
    expect(blobName(undefined, 'abc', 'banner')).toBe('abc-banner');
  });
  it('puts it in the folder when there is one', () => {
    expect(blobName('themes/42', 'abc')).toBe('themes/42/abc-logo');
    expect(blobName('/themes/', 'abc', 'bg')).toBe('themes/abc-bg');
    expect(blobName('', 'abc')).toBe('abc-logo');
  });
});
