import { existsSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@nakshatra/platform/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startInProcessStack, type RunningInProcessStack } from './testing/in-process-stack.js';
import { PNG } from './testing/sample-image.js';
import { testApi, type Answer } from './testing/test-api.js';

/**
 * ID documents and support screenshots through the whole stack (docs/uploads.md): stored where the
 * gateway never serves, read through get_private_image by the uploader, admins and the opener of a
 * ticket they were sent in, and by nobody else; attached only by the one who uploaded them.
 */
describe('private images', () => {
  let db: TestDatabase;
  let stack: RunningInProcessStack;
  let api: ReturnType<typeof testApi>;
  let admin: string;

  beforeAll(async () => {
    db = await createTestDatabase(inject('databaseAdminUrl'), 'private_uploads');
    stack = await startInProcessStack(db.url);
    api = testApi(stack);
    admin = stack.cookie('admin', randomUUID());
  });
  afterAll(async () => {
    await stack?.stop();
    await db?.drop();
  });

  /** The image as the browser's <img> asks for it: the session cookie, nothing else; `after` waits for the write that made it visible. */
  const see = (url: string, cookie?: string, after?: Answer) =>
    fetch(stack.url + url, { headers: { ...(cookie ? { cookie } : {}), ...(after ? { 'x-min-position': String(after.body.position) } : {}) } });
  const nameOf = (url: string) => url.split('/').at(-1)!;

  it('keeps an ID document out of the public folder and shows it to its uploader and admins only', async () => {
    const applicant = await api.logIn(api.newNumber());
    const form = new FormData();
    form.append('image', new Blob([PNG], { type: 'image/png' }), 'aadhaar.png');
    const uploaded = await fetch(`${stack.url}/upload/upload-private-image`, { method: 'POST', body: form, headers: { cookie: applicant.cookie } });
    const answer = { status: uploaded.status, headers: uploaded.headers, body: await uploaded.json() } as Answer;
    expect(answer).toMatchObject({ status: 200, body: { url: expect.stringMatching(/^\/api\/get_private_image\/[0-9a-f]{32}\.png$/), position: expect.any(String) } });
    const url = answer.body.url as string;

    // Not where public images are, on disk or on the web.
    expect((await see(`/uploads/${nameOf(url)}`, applicant.cookie)).status).toBe(404);

    const mine = await see(url, applicant.cookie, answer);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('image/png');
    // Kept by that browser only, and asked for again each time: a repeat view is a 304 once access is checked again.
    expect(mine.headers.get('cache-control')).toBe('private, no-cache');
    expect(Buffer.from(await mine.arrayBuffer()).equals(PNG)).toBe(true);
    const etag = mine.headers.get('etag')!;
    expect((await fetch(stack.url + url, { headers: { cookie: applicant.cookie, 'if-none-match': etag } })).status).toBe(304);
    expect((await fetch(stack.url + url, { headers: { cookie: stack.cookie('customer'), 'if-none-match': etag } })).status).toBe(404);
    expect((await see(url, admin, answer)).status).toBe(200);

    // Anyone else: as if there were no such image; a visitor must log in.
    const stranger = await see(url, stack.cookie('customer'), answer);
    expect(stranger.status).toBe(404);
    expect(await stranger.json()).toMatchObject({ code: 'upload.not_found', message: 'No such image' });
    expect((await see(url, stack.cookie('astrologer'), answer)).status).toBe(404);
    expect((await see(url, undefined, answer)).status).toBe(401);
    // A name that is not a stored image's, or that tries to leave the folder, is not found either.
    expect((await see('/api/get_private_image/..%2F..%2Fetc%2Fpasswd', admin)).status).toBe(404);
    expect((await see(`/api/get_private_image/${'0'.repeat(32)}.png`, admin)).status).toBe(404);
  });

  it("lets a ticket's opener see support's screenshot, and nobody attach an image they did not upload", async () => {
    const customer = await api.logIn(api.newNumber());
    const other = await api.logIn(api.newNumber());
    const shot = await api.upload(customer.cookie, 'private', 'customer screenshot');
    const opened = await api.call('POST', '/api/create_support_ticket', { cookie: customer.cookie, body: { category: 'technical', text: 'The payment page froze.', images: [shot] } });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const ticketId = opened.body.data.id as string;
    expect((await see(shot, admin, opened)).status).toBe(200);
    expect((await see(shot, other.cookie, opened)).status).toBe(404);

    // Support answers with a screenshot of its own: the opener sees it, another customer does not.
    const supportShot = await api.upload(admin, 'private', 'support screenshot');
    const replied = await api.call('PUT', `/api/update_support_ticket/${ticketId}`, { cookie: admin, body: { action: 'reply', text: 'Does it look like this?', images: [supportShot] } });
    expect(replied.status, JSON.stringify(replied.body)).toBe(200);
    expect((await see(supportShot, customer.cookie, replied)).status).toBe(200);
    expect((await see(supportShot, other.cookie, replied)).status).toBe(404);

    // Seeing is not owning: neither the opener nor anyone else may send it on, nor a public image as a screenshot.
    const forwarded = await api.call('PUT', `/api/reply_support_ticket/${ticketId}`, { cookie: customer.cookie, body: { text: 'Yes, like this.', images: [supportShot] } });
    expect(forwarded).toMatchObject({ status: 400, body: { errors: [{ path: 'images.0', code: 'field.not_your_upload' }] } });
    const stolen = await api.call('POST', '/api/create_support_ticket', { cookie: other.cookie, body: { category: 'technical', text: 'Look at this.', images: [shot] } });
    expect(stolen).toMatchObject({ status: 400, body: { errors: [{ path: 'images.0', code: 'field.not_your_upload' }] } });
    const publicImage = await api.upload(other.cookie);
    const notPrivate = await api.call('POST', '/api/create_support_ticket', { cookie: other.cookie, body: { category: 'technical', text: 'Look at this.', images: [publicImage] } });
    expect(notPrivate).toMatchObject({ status: 400, body: { errors: [{ path: 'images.0', code: 'field.private_image' }] } });
  });

  it("shows nobody an erased account's uploads", async () => {
    const customer = await api.logIn(api.newNumber());
    const document = await api.upload(customer.cookie, 'private', 'erased document');
    const erased = await api.call('DELETE', `/api/delete_users/${customer.userId}`, { cookie: admin, body: { reason: 'Asked by e-mail on 29 November' } });
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    expect((await see(document, admin, erased)).status).toBe(404);
    // The file is still on disk (docs/uploads.md): only who may see it changed.
    expect(existsSync(`${stack.privateUploadsDir}/${nameOf(document)}`)).toBe(true);
  });
});
