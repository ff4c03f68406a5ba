// The data processor's HTTP call against a real server on 127.0.0.1.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerServer, type ProviderServer } from '../testing/provider-server';
import { isPrivateAddress, postJson } from './processor-call';

const allowed = { timeoutMs: 400, allowPrivateAddresses: true };

describe('postJson', () => {
  let provider: ProviderServer;
  beforeAll(async () => {
    provider = await providerServer();
  });
  afterAll(() => provider.close());

  it('posts the payload as JSON and gives the status and body', async () => {
    provider.reply({ status: 201, body: '{"message":"Stored"}' }, '/ok');
    const result = await postJson(`${provider.origin}/ok`, { id: 'a', score: 9 }, allowed);
    expect(result).toEqual({ kind: 'reply', status: 201, body: '{"message":"Stored"}' });
    expect(provider.calls.at(-1)).toEqual({ path: '/ok', body: { id: 'a', score: 9 }, contentType: 'application/json' });
  });

  it('refuses a loopback address, by number or by name, unless allowed, without calling it', async () => {
    const before = provider.calls.length;
    const port = new URL(provider.origin).port;
    const byNumber = await postJson(`${provider.origin}/blocked`, {}, { ...allowed, allowPrivateAddresses: false });
    const byName = await postJson(`http://localhost:${port}/blocked`, {}, { ...allowed, allowPrivateAddresses: false });
    expect(byNumber).toMatchObject({ kind: 'failed', error: 'blocked_address' });
    expect(byName).toMatchObject({ kind: 'failed', error: 'blocked_address' });
    expect(provider.calls.length).toBe(before);
  });

  it('gives up at the deadline', async () => {
    provider.reply({ status: 200, body: '{}', delayMs: 2000 }, '/slow');
    const result = await postJson(`${provider.origin}/slow`, {}, allowed);
    expect(result).toEqual({ kind: 'failed', error: 'timeout', message: 'The provider did not answer within 400 ms' });
  });

  it('follows a 307 on the same origin, and refuses a redirect elsewhere', async () => {
    provider.reply({ status: 307, headers: { location: '/moved' } }, '/old');
    provider.reply({ status: 200, body: '{"moved":true}' }, '/moved');
    expect(await postJson(`${provider.origin}/old`, { x: 1 }, allowed)).toEqual({ kind: 'reply', status: 200, body: '{"moved":true}' });
    expect(provider.calls.at(-1)).toMatchObject({ path: '/moved', body: { x: 1 } });
    provider.reply({ status: 308, headers: { location: 'http://example.test/steal' } }, '/away');
    expect(await postJson(`${provider.origin}/away`, {}, allowed)).toMatchObject({ kind: 'failed', error: 'redirect' });
    provider.reply({ status: 302, headers: { location: '/moved' } }, '/found');
    expect(await postJson(`${provider.origin}/found`, {}, allowed)).toMatchObject({ kind: 'failed', error: 'redirect' });
  });

  it('calls only http and https addresses without credentials', async () => {
    expect(await postJson('file:///etc/passwd', {}, allowed)).toMatchObject({ kind: 'failed', error: 'invalid_url' });
    expect(await postJson('not a url', {}, allowed)).toMatchObject({ kind: 'failed', error: 'invalid_url' });
    expect(await postJson(`http://user:pw@127.0.0.1:1/`, {}, allowed)).toMatchObject({ kind: 'failed', error: 'invalid_url' });
  });

  it('reports a refused connection as a network failure', async () => {
    const closed = await providerServer();
    const origin = closed.origin;
    await closed.close();
    expect(await postJson(`${origin}/`, {}, allowed)).toMatchObject({ kind: 'failed', error: 'network' });
  });
});

describe('isPrivateAddress', () => {
  it.each([
    ['10.1.2.3', true], ['172.20.0.1', true], ['192.168.1.1', true], ['127.0.0.1', true], ['169.254.169.254', true], ['100.64.0.1', true],
    ['0.0.0.0', true], ['::1', true], ['::', true], ['fd00::1', true], ['fe80::1', true], ['::ffff:127.0.0.1', true], ['::ffff:a00:1', true],
    ['8.8.8.8', false], ['2606:4700:4700::1111', false], ['::ffff:8.8.8.8', false], ['not an address', true],
  ])('%s is private: %s', (address, expected) => {
    expect(isPrivateAddress(address)).toBe(expected);
  });
});
