import { describe, expect, it } from 'vitest';
import { checkBlobName, checkContainerId, publicBlobPath } from './blob-name';

describe('checkContainerId', () => {
  it('takes lower-case ids such as a survey id', () => {
    expect(checkContainerId('0b7c6f7e-1d2a-4c1e-9d7a-3f1e2d3c4b5a').ok).toBe(true);
    expect(checkContainerId('style-guide').ok).toBe(true);
  });
  it('refuses dots, slashes, capitals and edge dashes', () => {
    for (const id of ['..', 'a/b', 'Logo', '-a', 'a-', '', 'x'.repeat(64)]) expect(checkContainerId(id).ok).toBe(false);
  });
});

describe('checkBlobName', () => {
  it('takes a folder path plus prefix-dash-name', () => {
    expect(checkBlobName('themes/42/1700000000-logo').ok).toBe(true);
    expect(checkBlobName('abc-logo.png').ok).toBe(true);
  });
  it('refuses every way out of the container', () => {
    for (const name of ['../x', 'a/../../x', '..', './x', '/etc/passwd', 'a//b', 'a/', 'a\\..\\b', '.meta/x.json', 'a%2F..'])
      expect(checkBlobName(name), name).toMatchObject({ ok: false });
  });
  it('names the bad part and the limits in its message', () => {
    expect(checkBlobName('a/../b')).toMatchObject({ message: expect.stringContaining('got ".."') });
    expect(checkBlobName('x'.repeat(513))).toMatchObject({ message: expect.stringContaining('got 513') });
    expect(checkBlobName(Array(9).fill('a').join('/'))).toMatchObject({ message: expect.stringContaining('got 9') });
  });
});

describe('publicBlobPath', () => {
  it('is /files/{container}/{name}', () => {
    expect(publicBlobPath('c1', 'themes/abc-logo')).toBe('/files/c1/themes/abc-logo');
  });
});
