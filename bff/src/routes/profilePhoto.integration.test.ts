import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_PHOTO_MAX_BYTES } from '@immodesk/contracts/user/profilePhoto.contract';
import {
  EXIF_MARKER,
  fakePngHeaderWithHtml,
  imageSummary,
  jpegWithExif,
  pngBomb,
  sampleJpeg,
  samplePng,
  sampleWebp,
} from '@immodesk/test-fixtures/images';
import { createTestApp, type TestApp } from '../testing/createTestApp';
import { givenSignedInOwner, type SignedInAgent } from '../testing/signedInAgent';

const ORIGIN = 'http://localhost:3000';
const PNG = await samplePng();
const JPEG = await sampleJpeg();
const WEBP = await sampleWebp();
const PNG_SUMMARY = { format: 'png', width: 40, height: 20 };
const JPEG_SUMMARY = { format: 'jpeg', width: 32, height: 24 };
const PHOTO_URL = /^\/api\/user\/profile\/photo\?v=[0-9a-f]{12}$/;

const binary = (response: request.Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => callback(null, Buffer.concat(chunks)));
};

describe('profile photo', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ env: { PUBLIC_URL: ORIGIN } });
  });
  afterAll(async () => testApp?.close());

  async function signedInOwner() {
    const { owner, agent } = await givenSignedInOwner(testApp);
    return { ...owner, agent };
  }

  const upload = (agent: SignedInAgent, content: Buffer, filename: string) =>
    agent
      .post('/api/user/profile/photo')
      .set('Accept-Language', 'en')
      .attach('file', content, { filename, contentType: 'image/png' });

  const storedKey = async (userId: string): Promise<string | null> => {
    const [row] = await testApp.services.dataSource.query(
      'SELECT profile_photo_key AS photoKey FROM users WHERE id = ?',
      [userId],
    );
    return (row as { photoKey: string | null }).photoKey;
  };

  it('stores an uploaded photo, reports its URL on the current user and serves it to its owner', async () => {
    const { agent, context } = await signedInOwner();
    expect((await agent.get('/api/auth/user').expect(200)).body.profileImageUrl).toBeNull();

    const uploaded = await upload(agent, PNG, 'me.png').expect(200);
    expect(uploaded.body.profileImageUrl).toMatch(PHOTO_URL);
    expect((await agent.get('/api/auth/user')).body.profileImageUrl).toBe(uploaded.body.profileImageUrl);

    const served = await agent
      .get(uploaded.body.profileImageUrl as string)
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toContain('private');
    expect(await imageSummary(served.body as Buffer)).toEqual(PNG_SUMMARY);
    expect(await storedKey(context.userId)).toMatch(
      new RegExp(`^${context.organizationId}/profile-photos/${context.userId}-`),
    );
  });

  it('decides the type from the bytes: a JPEG or WebP named .png is accepted as what it is, HTML named .png is refused', async () => {
    const { agent } = await signedInOwner();
    const jpeg = await upload(agent, JPEG, 'holiday.png').expect(200);
    expect((await agent.get(jpeg.body.profileImageUrl as string)).headers['content-type']).toBe('image/jpeg');
    const webp = await upload(agent, WEBP, 'portrait.webp').expect(200);
    expect((await agent.get(webp.body.profileImageUrl as string)).headers['content-type']).toBe('image/webp');

    const html = await upload(agent, Buffer.from('<html><script>alert(1)</script></html>'), 'photo.png');
    expect(html.status).toBe(415);
    expect(html.body).toEqual({
      code: 'unsupported_file_type',
      message: 'This file is not a photo: choose a JPG, PNG or WebP image.',
    });
    const gif = await upload(agent, Buffer.from('GIF89a-animated'), 'funny.gif');
    expect(gif.status).toBe(415);
    // The refused uploads changed nothing.
    expect((await agent.get('/api/auth/user')).body.profileImageUrl).toBe(webp.body.profileImageUrl);
  });

  it('keeps only the decoded pixels: the location a camera wrote is gone, a bomb or a fake image is refused with 400', async () => {
    const { agent } = await signedInOwner();
    const photo = await jpegWithExif();
    expect(photo.includes(EXIF_MARKER)).toBe(true);
    const uploaded = await upload(agent, photo, 'holiday.jpg').expect(200);
    const served = await agent
      .get(uploaded.body.profileImageUrl as string)
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect((served.body as Buffer).includes(EXIF_MARKER)).toBe(false);
    expect(await imageSummary(served.body as Buffer)).toEqual(JPEG_SUMMARY);

    for (const unreadable of [pngBomb(), fakePngHeaderWithHtml()]) {
      const refused = await upload(agent, unreadable, 'photo.png');
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({
        code: 'validation_error',
        message:
          'This photo could not be read: choose a JPG, PNG or WebP file that opens as a picture (at most 25 megapixels).',
        details: { file: 'Not a readable image (at most 25 megapixels).' },
      });
    }
    expect((await agent.get('/api/auth/user')).body.profileImageUrl).toBe(uploaded.body.profileImageUrl);
  });

  it('refuses a photo above 5 MB with 413 and keeps the current one', async () => {
    const { agent } = await signedInOwner();
    const current = await upload(agent, PNG, 'me.png').expect(200);
    const tooLarge = Buffer.concat([JPEG, Buffer.alloc(PROFILE_PHOTO_MAX_BYTES + 1 - JPEG.length)]);
    const response = await upload(agent, tooLarge, 'big.jpg');
    expect(response.status).toBe(413);
    expect(response.body).toEqual({
      code: 'file_too_large',
      message: 'The photo is too large: at most 5 MB.',
    });
    expect((await agent.get('/api/auth/user')).body.profileImageUrl).toBe(current.body.profileImageUrl);
    const exactlyMaximum = Buffer.concat([JPEG, Buffer.alloc(PROFILE_PHOTO_MAX_BYTES - JPEG.length)]);
    await upload(agent, exactlyMaximum, 'exact.jpg').expect(200);
  });

  it('asks for a file when the form has none', async () => {
    const { agent } = await signedInOwner();
    const response = await agent.post('/api/user/profile/photo').field('note', 'no file');
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('validation_error');
  });

  it('replaces a photo: a new URL, and the old file is removed from storage', async () => {
    const { agent, context } = await signedInOwner();
    const first = await upload(agent, PNG, 'first.png').expect(200);
    const firstKey = await storedKey(context.userId);
    const second = await upload(agent, JPEG, 'second.jpg').expect(200);
    expect(second.body.profileImageUrl).toMatch(PHOTO_URL);
    expect(second.body.profileImageUrl).not.toBe(first.body.profileImageUrl);
    await expect(testApp.services.storage.get(firstKey as string)).rejects.toThrow();
    const served = await agent
      .get(second.body.profileImageUrl as string)
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(await imageSummary(served.body as Buffer)).toEqual(JPEG_SUMMARY);
  });

  it('removes the photo: the URL becomes null, the image is gone and the file deleted', async () => {
    const { agent, context } = await signedInOwner();
    await upload(agent, PNG, 'me.png').expect(200);
    const key = await storedKey(context.userId);
    const removed = await agent.delete('/api/user/profile/photo').expect(200);
    expect(removed.body.profileImageUrl).toBeNull();
    expect((await agent.get('/api/auth/user')).body.profileImageUrl).toBeNull();
    expect((await agent.get('/api/user/profile/photo')).status).toBe(404);
    await expect(testApp.services.storage.get(key as string)).rejects.toThrow();
    // Removing again is harmless.
    await agent.delete('/api/user/profile/photo').expect(200);
  });

  it("serves a photo only to its own signed-in user: never to another organization's user or to a visitor", async () => {
    const owner = await signedInOwner();
    const other = await signedInOwner();
    const uploaded = await upload(owner.agent, PNG, 'me.png').expect(200);
    const url = uploaded.body.profileImageUrl as string;

    const asOther = await other.agent.get(url);
    expect(asOther.status).toBe(404);
    expect(asOther.headers['content-type']).toMatch(/^application\/json/);
    expect((await request(testApp.callback).get(url)).status).toBe(401);

    // The other organization's own photo is its own; uploading and removing it leaves the first one alone.
    await upload(other.agent, JPEG, 'other.jpg').expect(200);
    const otherServed = await other.agent.get(url).buffer(true).parse(binary).expect(200);
    expect(await imageSummary(otherServed.body as Buffer)).toEqual(JPEG_SUMMARY);
    await other.agent.delete('/api/user/profile/photo').expect(200);
    const ownerServed = await owner.agent.get(url).buffer(true).parse(binary).expect(200);
    expect(await imageSummary(ownerServed.body as Buffer)).toEqual(PNG_SUMMARY);
  });

  it('needs a session and a same-origin request to upload or remove', async () => {
    const anonymous = await request(testApp.callback)
      .post('/api/user/profile/photo')
      .set('Origin', ORIGIN)
      .attach('file', PNG, 'me.png');
    expect(anonymous.status).toBe(401);
    const { agent } = await signedInOwner();
    const crossSite = await agent
      .post('/api/user/profile/photo')
      .set('Origin', 'https://evil.example')
      .attach('file', PNG, 'me.png');
    expect(crossSite.status).toBe(403);
    expect((await agent.delete('/api/user/profile/photo').set('Origin', 'https://evil.example')).status).toBe(
      403,
    );
  });
});
