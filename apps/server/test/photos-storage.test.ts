import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage, type ObjectStorage } from '../src/platform/storage/index.js';
import { createTestApp, type TestApp } from './support/app.js';
import { testBackend } from './support/database.js';
import { fetchSigned, postToStorage, storedKeys } from './support/photos.js';

const SECRET = 'a-fixed-token-secret-for-storage-tests';
const KEY = 'photos/1/hunt/1/0e4b8a8e-5f6c-4d1b-9b7a-2f0d3c4e5a6b.jpg';
const BYTES = Buffer.from('ten dozen decoys in the back of the truck');

/**
 * The local store's stand-in for S3 presigned POST and signed GET, driven the way a browser
 * drives S3: the store here signs with the same secret as the app, as a second instance would.
 */
describe(`local photo storage endpoints on ${testBackend}`, () => {
  let app: TestApp;
  let storage: ObjectStorage;

  beforeAll(async () => {
    app = await createTestApp({ jwtSecret: SECRET });
    storage = createStorage(app.config, SECRET);
    await storage.ready();
  });
  afterAll(() => app.close());

  const grant = (overrides: { maxBytes?: number; expiresInSeconds?: number; key?: string } = {}) =>
    storage.presignUpload({
      key: overrides.key ?? KEY,
      contentType: 'image/jpeg',
      maxBytes: overrides.maxBytes ?? 1024,
      expiresInSeconds: overrides.expiresInSeconds ?? 60,
    });
  const asGrant = (form: { url: string; fields: Record<string, string> }) => ({
    upload_url: form.url,
    fields: form.fields,
    s3_key: form.fields.key ?? '',
  });

  it('accepts the signed form with 204, stores the file with its type, and serves it signed', async () => {
    const form = asGrant(await grant());
    expect(form.upload_url).toBe('/api/storage/upload/');
    expect(await postToStorage(app, form, BYTES)).toMatchObject({ status: 204 });
    expect(await storedKeys(app)).toEqual([KEY]);
    expect(await storage.stat(KEY)).toEqual({ size: BYTES.length, contentType: 'image/jpeg' });

    const served = await fetchSigned(app, await storage.signedDownloadUrl(KEY, 300));
    expect(served.status).toBe(200);
    expect(served.body.equals(BYTES)).toBe(true);
    expect(served.contentType).toBe('image/jpeg');
    expect(served.cacheControl).toMatch(/^private, max-age=(29\d|300), immutable$/);
    await storage.remove([KEY]);
    expect(await storedKeys(app)).toEqual([]);
  });

  it('refuses a form whose signature was tampered with', async () => {
    const form = asGrant(await grant());
    const signature = form.fields['X-Marshlog-Signature'] ?? '';
    const fields = {
      ...form.fields,
      'X-Marshlog-Signature': signature.replace(/^./, (c) => (c === '0' ? '1' : '0')),
    };
    const sent = await postToStorage(app, form, BYTES, { fields });
    expect(sent.status).toBe(403);
    expect(JSON.parse(sent.body).detail).toMatch(/^SignatureDoesNotMatch/);
    expect(await storedKeys(app)).toEqual([]);
  });

  it('refuses a key, type or extra field the policy does not allow', async () => {
    const form = asGrant(await grant());
    const otherKey = await postToStorage(app, form, BYTES, {
      fields: { ...form.fields, key: 'photos/2/hunt/9/0e4b8a8e-5f6c-4d1b-9b7a-2f0d3c4e5a6b.jpg' },
    });
    expect(otherKey.status).toBe(403);
    expect(JSON.parse(otherKey.body).detail).toContain('Policy Condition failed: ["eq","$key"');
    const otherType = await postToStorage(app, form, BYTES, {
      fields: { ...form.fields, 'Content-Type': 'text/html' },
    });
    expect(otherType.status).toBe(403);
    const extra = await postToStorage(app, form, BYTES, {
      fields: { ...form.fields, acl: 'public-read' },
    });
    expect(extra.status).toBe(403);
    expect(JSON.parse(extra.body).detail).toBe(
      'AccessDenied: Invalid according to Policy: Extra input fields: acl',
    );
    expect(await storedKeys(app)).toEqual([]);
  });

  it('refuses an expired form', async () => {
    const sent = await postToStorage(app, asGrant(await grant({ expiresInSeconds: -1 })), BYTES);
    expect(sent.status).toBe(403);
    expect(JSON.parse(sent.body).detail).toBe(
      'AccessDenied: Invalid according to Policy: Policy expired.',
    );
    expect(await storedKeys(app)).toEqual([]);
  });

  it('refuses a file outside the content-length-range and keeps nothing of it', async () => {
    const sent = await postToStorage(app, asGrant(await grant({ maxBytes: 16 })), BYTES);
    expect(sent.status).toBe(400);
    expect(JSON.parse(sent.body).detail).toMatch(/^EntityTooLarge/);
    const empty = await postToStorage(app, asGrant(await grant()), Buffer.alloc(0));
    expect(empty.status).toBe(400);
    expect(JSON.parse(empty.body).detail).toMatch(/^EntityTooSmall/);
    expect(await storedKeys(app)).toEqual([]);
  });

  it('refuses a form without a file, and a body that is not a form', async () => {
    const form = asGrant(await grant());
    const encoded = new URLSearchParams(form.fields).toString();
    const notMultipart = await app.inject({
      method: 'POST',
      url: form.upload_url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: encoded,
    });
    expect([400, 415]).toContain(notMultipart.statusCode);
    const body = new FormData();
    for (const [name, value] of Object.entries(form.fields)) body.append(name, value);
    const request = new Request('http://marshlog.local', { method: 'POST', body });
    const noFile = await app.inject({
      method: 'POST',
      url: form.upload_url,
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().detail).toMatch(/exactly one file/);
  });

  it('serves downloads only through an unexpired URL signed for that key', async () => {
    expect(await postToStorage(app, asGrant(await grant()), BYTES)).toMatchObject({ status: 204 });
    const url = new URL(await storage.signedDownloadUrl(KEY, 300), 'http://marshlog.local');
    const signature = url.searchParams.get('signature') ?? '';
    const expires = url.searchParams.get('expires') ?? '';

    const otherKey = `/api/storage/files/photos/1/hunt/1/other.jpg?expires=${expires}&signature=${signature}`;
    expect((await app.inject({ method: 'GET', url: otherKey })).statusCode).toBe(403);
    const longer = `${url.pathname}?expires=${Number(expires) + 3600}&signature=${signature}`;
    expect((await app.inject({ method: 'GET', url: longer })).statusCode).toBe(403);
    const traversal = `/api/storage/files/photos/../.meta/x.json?expires=${expires}&signature=${signature}`;
    expect((await app.inject({ method: 'GET', url: traversal })).statusCode).toBe(403);
    const unsigned = await app.inject({ method: 'GET', url: url.pathname });
    expect(unsigned.statusCode).toBe(400);

    const expired = await fetchSigned(app, await storage.signedDownloadUrl(KEY, -1));
    expect(expired.status).toBe(403);
    expect(JSON.parse(expired.body.toString()).detail).toMatch(
      /expired or its signature does not match/,
    );

    await storage.remove([KEY]);
    const gone = await fetchSigned(app, `${url.pathname}${url.search}`);
    expect(gone.status).toBe(404);
  });
});
