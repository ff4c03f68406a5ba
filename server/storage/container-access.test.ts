// Hole 3 of issue 11: image containers belong to what they are named after. A survey's container
// (its id) needs write access to the survey; a theme's (`theme-<uuid>`), an organisation's
// (`org-<uuid>`) and any other (the guide's demo container) are the admins'. Those without any
// access to the survey get 404 (it does not exist for them), a reader 403; nothing they send is
// stored, overwritten or deleted.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { uploadBlob } from '../../schema/api/storage';
import { signInWithFeatures } from '../admin/deployments/testing';
import { backends, serverSuite } from '../testing/harness';
import { grant, newSurvey, readerWriterStranger } from '../testing/users';
import { MAX_IMAGE_BYTES } from './image-blob';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
const OTHER_PNG = Buffer.concat([PNG, Buffer.from('00', 'hex')]);
const base = '/admin/api/local/blob-storage/containers';

describe.each(backends)('image container access on %s', (backend) => {
  const suite = serverSuite(backend);

  const create = (container: string, token?: string) => suite.server.call('POST', `${base}/${container}`, { token });
  const upload = (container: string, name: string, token: string | undefined, body = PNG) =>
    suite.server.call('POST', `${base}/${container}/blobs/${name}`, { token, body, headers: { 'content-type': 'image/png' } });
  const remove = (container: string, name: string, token?: string) => suite.server.call('DELETE', `${base}/${container}/blobs/${name}`, { token });
  const served = async (container: string, name: string) => {
    const file = await suite.server.app.inject({ method: 'GET', url: `/files/${container}/${name}` });
    return file.statusCode === 200 ? file.rawPayload : null;
  };

  /** A survey with its container and one image (made by the admin), and everyone around it. */
  async function surveyWithImage() {
    const id = await newSurvey(suite.server, suite.admin);
    const people = await readerWriterStranger(suite.server, suite.admin, id);
    const owner = await signInWithFeatures(suite.server, suite.admin, []);
    await grant(suite.server, owner.id, id, 'owner');
    // Another organisation's user, with every reason to be trusted but this survey.
    const otherOrg = await signInWithFeatures(suite.server, suite.admin, ['survey_deployment_email']);
    expect((await create(id, suite.admin)).status).toBe(201);
    expect((await upload(id, 'logo', suite.admin)).status).toBe(201);
    return { id, ...people, owner, otherOrg };
  }

  it('refuses uploads over a survey\'s images to everyone without write access, storing nothing', async () => {
    const { id, reader, stranger, otherOrg } = await surveyWithImage();
    const expectRefused = async (token: string | undefined, status: number, code: string) => {
      const answer = await upload(id, 'logo', token, OTHER_PNG);
      expect(answer.status).toBe(status);
      expect(answer.body.error.code).toBe(code);
      expect((await upload(id, `new-${randomUUID().slice(0, 8)}`, token)).status).toBe(status);
    };
    await expectRefused(reader.token, 403, 'forbidden');
    await expectRefused(stranger.token, 404, 'not_found');
    await expectRefused(otherOrg.token, 404, 'not_found');
    await expectRefused(undefined, 401, 'unauthorized');
    expect((await served(id, 'logo'))?.equals(PNG)).toBe(true);
  });

  it('refuses deleting a survey\'s images to everyone without write access', async () => {
    const { id, reader, stranger, otherOrg } = await surveyWithImage();
    expect((await remove(id, 'logo', reader.token)).status).toBe(403);
    expect((await remove(id, 'logo', stranger.token)).status).toBe(404);
    expect((await remove(id, 'logo', otherOrg.token)).status).toBe(404);
    expect((await remove(id, 'logo')).status).toBe(401);
    expect((await served(id, 'logo'))?.equals(PNG)).toBe(true);
  });

  it('refuses creating a container named after a survey to everyone without write access to it', async () => {
    const id = await newSurvey(suite.server, suite.admin);
    const { reader, stranger } = await readerWriterStranger(suite.server, suite.admin, id);
    const otherOrg = await signInWithFeatures(suite.server, suite.admin, []);
    expect((await create(id, reader.token)).status).toBe(403);
    expect((await create(id, stranger.token)).status).toBe(404);
    expect((await create(id, otherOrg.token)).status).toBe(404);
    // A survey id nobody has yet is no one's to claim either.
    expect((await create(randomUUID(), otherOrg.token)).status).toBe(404);
    // Nothing was created: the admin's create is the first.
    expect((await create(id, suite.admin)).status).toBe(201);
  });

  it('lets the survey\'s writers, owners and admins create, upload and delete', async () => {
    const { id, writer, owner } = await surveyWithImage();
    expect((await create(id, writer.token)).status).toBe(200);
    expect((await upload(id, 'logo', writer.token, OTHER_PNG)).status).toBe(201);
    expect((await served(id, 'logo'))?.equals(OTHER_PNG)).toBe(true);
    expect((await upload(id, 'banner', owner.token)).status).toBe(201);
    expect((await remove(id, 'banner', owner.token)).status).toBe(204);
    expect((await remove(id, 'logo', writer.token)).status).toBe(204);
    expect((await upload(id, 'logo', suite.admin)).status).toBe(201);
    expect((await remove(id, 'logo', suite.admin)).status).toBe(204);
    expect(await served(id, 'logo')).toBeNull();
  });

  it('keeps theme, organisation and other containers (the guide\'s) to admins', async () => {
    const { writer, owner } = await surveyWithImage();
    for (const container of [`theme-${randomUUID()}`, `org-${randomUUID()}`, 'style-guide']) {
      for (const token of [writer.token, owner.token]) {
        expect((await create(container, token)).status, container).toBe(403);
      }
      expect((await create(container, suite.admin)).status, container).toBe(201);
      expect((await upload(container, 'guide/logo', writer.token)).status, container).toBe(403);
      expect((await upload(container, 'guide/logo', suite.admin)).status, container).toBe(201);
      expect((await remove(container, 'guide/logo', owner.token)).status, container).toBe(403);
      expect((await served(container, 'guide/logo'))?.equals(PNG), container).toBe(true);
      expect((await remove(container, 'guide/logo', suite.admin)).status, container).toBe(204);
    }
  });

  it('declares the image limit the upload enforces', () => {
    expect(uploadBlob.bodyKind).toBe('image');
    expect(uploadBlob.limits.bytes).toBe(MAX_IMAGE_BYTES);
  });
});
