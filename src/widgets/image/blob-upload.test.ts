import { describe, expect, it, vi } from 'vitest';
import { blobUpload, type BlobUploadOptions } from './blob-upload';

/** Stands in for XMLHttpRequest: records what was sent and is finished by the test. */
class FakeRequest {
  static last: FakeRequest | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeRequest.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    queueMicrotask(() => this.finish());
  }
  /** Overridden per test: by default, 50 % progress then 201. */
  finish() {
    this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
    this.status = 201;
    this.onload?.();
  }
}

function setup(containerStatus: number | 'offline', overrides: Partial<BlobUploadOptions> = {}) {
  const fetch = vi.fn(async () => {
    if (containerStatus === 'offline') throw new TypeError('Failed to fetch');
    return new Response(null, { status: containerStatus });
  });
  const upload = blobUpload({
    container: 'c1', folder: 'themes/42', prefix: 'abc', token: () => 'tok', now: () => 1700,
    fetch: fetch as unknown as typeof globalThis.fetch,
    createRequest: () => new FakeRequest() as unknown as XMLHttpRequest,
    knownContainers: new Set(),
    ...overrides,
  });
  return { fetch, upload };
}

const file = new File(['<svg/>'], 'Logo.SVG');

describe('blobUpload', () => {
  it('creates the container, posts the raw file with progress, and returns a cache-busted address', async () => {
    const { fetch, upload } = setup(201);
    const progress: number[] = [];
    const url = await upload(file, (p) => progress.push(p));
    expect(fetch).toHaveBeenCalledWith('/admin/api/local/blob-storage/containers/c1', { method: 'POST', headers: { Authorization: 'Token tok' } });
    const request = FakeRequest.last!;
    expect(request).toMatchObject({ method: 'POST', url: '/admin/api/local/blob-storage/containers/c1/blobs/themes/42/abc-logo', body: file });
    expect(request.headers).toEqual({ 'Content-Type': 'image/svg+xml', Authorization: 'Token tok' });
    expect(progress).toEqual([50, 100]);
    expect(url).toBe('/files/c1/themes/42/abc-logo?v=1700');
  });

  it('creates a container once per page, and treats 500 as "already exists"', async () => {
    const { fetch, upload } = setup(500);
    await upload(file, () => {});
    await upload(file, () => {});
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('ignores other container failures, asks again next time, and still uploads', async () => {
    for (const status of [403, 'offline'] as const) {
      const { fetch, upload } = setup(status);
      await expect(upload(file, () => {})).resolves.toMatch(/^\/files\/c1\//);
      await upload(file, () => {});
      expect(fetch).toHaveBeenCalledTimes(2);
    }
  });

  it('fails with the status when the upload is refused, reporting a 401', async () => {
    const onUnauthorized = vi.fn();
    const { upload } = setup(201, {
      onUnauthorized,
      createRequest: () => Object.assign(new FakeRequest(), { finish(this: FakeRequest) { this.status = 401; this.onload?.(); } }) as unknown as XMLHttpRequest,
    });
    await expect(upload(file, () => {})).rejects.toMatchObject({ status: 401, message: expect.stringContaining('failed with 401') });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('reports a 503 so the app can show the maintenance page', async () => {
    const onUnavailable = vi.fn();
    const { upload } = setup(201, {
      onUnavailable,
      createRequest: () => Object.assign(new FakeRequest(), { finish(this: FakeRequest) { this.status = 503; this.onload?.(); } }) as unknown as XMLHttpRequest,
    });
    await expect(upload(file, () => {})).rejects.toMatchObject({ status: 503 });
    expect(onUnavailable).toHaveBeenCalledOnce();
  });

  it('fails when the server cannot be reached', async () => {
    const { upload } = setup(201, {
      createRequest: () => Object.assign(new FakeRequest(), { finish(this: FakeRequest) { this.onerror?.(); } }) as unknown as XMLHttpRequest,
    });
    await expect(upload(file, () => {})).rejects.toMatchObject({ status: 0 });
  });

  it('names the blob prefix-logo by default, or the given image name, and sends no token when signed out', async () => {
    const { upload } = setup(201, { folder: undefined, imageName: 'banner', token: () => null, filesBase: 'https://files.example/' });
    expect(await upload(new File(['x'], 'a.jpg'), () => {})).toBe('https://files.example/files/c1/abc-banner?v=1700');
    expect(FakeRequest.last!.headers).toEqual({ 'Content-Type': 'image/jpeg' });
  });
});
