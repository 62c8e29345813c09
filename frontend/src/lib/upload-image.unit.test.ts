import { routeCatalogue } from '@nakshatra/contracts';
import { describe, expect, it, vi } from 'vitest';
import { fakeFetch, jsonResponse, stalledFetch } from '../testing/fake-fetch';
import { UPLOAD_PATHS, UPLOAD_TIMEOUT_MS, uploadImage } from './upload-image';

const png = (bytes = 16) => new File([new Uint8Array(bytes)], 'lotus.png', { type: 'image/png' });

function stubNetwork(answer: () => Response | Promise<Response>) {
  const network = fakeFetch(answer);
  vi.stubGlobal('fetch', network.fetch);
  return network.requests;
}

describe('uploadImage', () => {
  it('posts to the catalogue’s upload_image path', () => {
    expect(routeCatalogue.find((entry) => entry.name === 'upload_image')).toMatchObject({ method: 'POST', path: UPLOAD_PATHS.public });
    expect(routeCatalogue.find((entry) => entry.name === 'upload_private_image')).toMatchObject({ method: 'POST', path: UPLOAD_PATHS.private });
  });

  it('sends an ID document or a screenshot to the private upload', async () => {
    const url = '/api/get_private_image/0123456789abcdef0123456789abcdef.png';
    const requests = stubNetwork(() => jsonResponse(200, { status: 200, data: { url }, url }));
    expect(await uploadImage(png(), 'private')).toEqual({ status: 200, url });
    expect(requests[0]?.url.pathname).toBe('/upload/upload-private-image');
  });

  it('posts the file as multipart field "image" with credentials and answers {status, url}', async () => {
    const requests = stubNetwork(() => jsonResponse(200, { status: 200, data: { url: '/uploads/ab12.png' }, url: '/uploads/ab12.png', position: '7' }));
    const file = png();

    expect(await uploadImage(file)).toEqual({ status: 200, url: '/uploads/ab12.png' });

    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.url.pathname).toBe('/upload/upload-image');
    const form = request?.rawBody as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect([...form.keys()]).toEqual(['image']);
    expect((form.get('image') as File).name).toBe('lotus.png');
    const init = vi.mocked(globalThis.fetch).mock.calls[0]?.[1];
    expect(init?.credentials).toBe('include');
    // The browser sets the multipart boundary itself.
    expect(new Headers(init?.headers).has('content-type')).toBe(false);
  });

  it('hands back the server’s refusal: its code and params to word it, and the English as error_msge', async () => {
    stubNetwork(() => jsonResponse(400, { status: 400, code: 'upload.not_image', message: 'The image must be a JPEG, PNG or WebP file' }));
    expect(await uploadImage(png())).toEqual({ error_status: 400, code: 'upload.not_image', error_msge: 'The image must be a JPEG, PNG or WebP file' });

    stubNetwork(() => jsonResponse(429, { status: 429, code: 'upload.too_many', params: { minutes: 12 }, message: 'Too many uploads. Please try again in 12 minutes.' }));
    expect(await uploadImage(png())).toEqual({ error_status: 429, code: 'upload.too_many', params: { minutes: 12 }, error_msge: 'Too many uploads. Please try again in 12 minutes.' });

    stubNetwork(() => new Response('Bad gateway', { status: 502 }));
    expect(await uploadImage(png())).toEqual({ error_status: 502, error_msge: 'The image could not be uploaded (error 502). Please try again.' });
  });

  it('refuses other types and files over 5 MB without sending them, with the codes the server would answer', async () => {
    const requests = stubNetwork(() => jsonResponse(200, { status: 200, url: '/uploads/x.png' }));

    expect(await uploadImage(new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }))).toEqual({ error_status: 400, code: 'upload.not_image', error_msge: 'The image must be a JPEG, PNG or WebP file' });
    expect(await uploadImage(png(5 * 1024 * 1024 + 1))).toEqual({ error_status: 413, code: 'upload.too_large', params: { megabytes: 5 }, error_msge: 'The image must be at most 5 MB' });
    expect(requests).toHaveLength(0);
  });

  it('answers a failure, not a rejection, when the network fails', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    expect(await uploadImage(png())).toEqual({ error_status: 0, error_msge: 'The image could not be uploaded. Check the connection and try again.' });
  });

  it('answers the same failure when no answer came within 2 minutes, a stalled line', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', stalledFetch);
    const uploading = uploadImage(png());

    await vi.advanceTimersByTimeAsync(UPLOAD_TIMEOUT_MS);

    expect(await uploading).toEqual({ error_status: 0, error_msge: 'The image could not be uploaded. Check the connection and try again.' });
    expect(UPLOAD_TIMEOUT_MS).toBe(120_000);
  });
});
