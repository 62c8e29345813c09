import { createTestDatabase, type TestDatabase } from '@nakshatra/platform/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startInProcessStack, type InProcessStack } from './testing/in-process-stack.js';
import { PNG } from './testing/sample-image.js';

describe('image upload', () => {
  let db: TestDatabase;
  let stack: InProcessStack;

  beforeAll(async () => {
    db = await createTestDatabase(inject('databaseAdminUrl'), 'uploads');
    stack = await startInProcessStack(db.url);
  });
  afterAll(async () => {
    await stack?.stop();
    await db?.drop();
  });

  const upload = async (bytes: Buffer, options: { cookie?: string; name?: string; type?: string } = {}) => {
    const form = new FormData();
    form.append('image', new Blob([bytes], { type: options.type ?? 'image/png' }), options.name ?? 'photo.png');
    const answer = await fetch(`${stack.url}/upload/upload-image`, { method: 'POST', body: form, headers: options.cookie ? { cookie: options.cookie } : {} });
    return { status: answer.status, body: (await answer.json()) as Record<string, any> };
  };

  it('stores a real image and serves it back under /uploads/', async () => {
    const stored = await upload(PNG, { cookie: stack.cookie('admin') });
    expect(stored).toMatchObject({ status: 200, body: { status: 200, url: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.png$/), data: { url: expect.any(String) } } });
    const served = await fetch(stack.url + stored.body.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toContain('immutable');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await upload(PNG, { cookie: stack.cookie('astrologer') })).body.url).toBe(stored.body.url);
    expect((await fetch(`${stack.url}/uploads/nothing-here.png`)).status).toBe(404);
  });

  it('takes uploads from anyone logged in (astrologer applicants are customers), at most 30 an hour but for admins', async () => {
    expect((await upload(PNG)).status).toBe(401);
    const customer = stack.cookie('customer');
    for (let n = 1; n <= 30; n += 1) expect((await upload(PNG, { cookie: customer })).status, `upload ${n}`).toBe(200);
    expect(await upload(PNG, { cookie: customer })).toMatchObject({ status: 429, body: { code: 'upload.too_many', params: { minutes: 60 }, message: 'Too many uploads. Please try again in 60 minutes.' } });
    expect((await upload(PNG, { cookie: stack.cookie('customer') })).status).toBe(200);
    const admin = stack.cookie('admin');
    for (let n = 1; n <= 31; n += 1) expect((await upload(PNG, { cookie: admin })).status, `admin upload ${n}`).toBe(200);
  });

  it('judges the type by the bytes, not the name or declared type, and limits the size to 5 MB', async () => {
    const script = await upload(Buffer.from('<svg onload="alert(1)"></svg>'), { cookie: stack.cookie('admin'), name: 'x.png', type: 'image/png' });
    expect(script).toMatchObject({ status: 400, body: { code: 'upload.not_image', message: 'The image must be a JPEG, PNG or WebP file' } });
    const huge = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    expect(await upload(huge, { cookie: stack.cookie('admin') })).toMatchObject({ status: 413, body: { code: 'upload.too_large', params: { megabytes: 5 }, message: 'The image must be at most 5 MB' } });
    const json = await fetch(`${stack.url}/upload/upload-image`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: stack.cookie('admin') }, body: '{}' });
    expect(json.status).toBe(400);
    expect(await json.json()).toMatchObject({ code: 'upload.not_multipart' });
  });
});
