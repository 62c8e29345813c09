import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LanguageProvider } from '../../../lib/i18n/language-context';
import { fakeFetch, jsonResponse, type Responder } from '../../../testing/fake-fetch';
import { ScreenshotPicker } from './screenshot-picker.component';

const tooMany = () => jsonResponse(429, { status: 429, code: 'upload.too_many', params: { minutes: 5 }, message: 'Too many uploads. Please try again in 5 minutes.' });

/** The picker as the ticket forms hold it: the URLs in their state (listed here, as the message would send them). */
function Form() {
  const [urls, setUrls] = useState<string[]>([]);
  return (
    <>
      <ScreenshotPicker id="screenshots" urls={urls} onChange={setUrls} />
      <output aria-label="Sent with the message">{urls.join(' ')}</output>
    </>
  );
}

const sent = () => screen.getByRole('status', { name: 'Sent with the message' }).textContent;

function renderPicker(answers: Responder[]) {
  let uploaded = 0;
  const network = fakeFetch((request) => {
    const answer = answers.shift();
    if (answer) return answer(request);
    uploaded += 1;
    return jsonResponse(201, { status: 201, url: `/api/get_private_image/shot-${uploaded}.png` });
  });
  vi.stubGlobal('fetch', network.fetch);
  render(
    <LanguageProvider initial="en">
      <Form />
    </LanguageProvider>,
  );
  return { requests: network.requests, input: screen.getByLabelText('Screenshots (optional, up to 3)') as HTMLInputElement, user: userEvent.setup() };
}

const image = (name: string) => new File(['png'], name, { type: 'image/png' });

describe('support: screenshots', () => {
  it('uploads each screenshot as it is chosen, lists it with a way to remove it, and takes no more than three', async () => {
    const { input, user, requests } = renderPicker([]);

    await user.upload(input, image('one.png'));
    // The preview is the chosen file itself (a private image's address may not answer yet); the message sends the address.
    expect((await screen.findByRole('img', { name: 'Screenshot 1' })).getAttribute('src')).toMatch(/^blob:/);
    expect(sent()).toBe('/api/get_private_image/shot-1.png');
    await user.upload(input, image('two.png'));
    await screen.findByRole('img', { name: 'Screenshot 2' });
    const second = screen.getByRole('img', { name: 'Screenshot 2' }).getAttribute('src');
    await user.click(screen.getByRole('button', { name: 'Remove screenshot 1' }));
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual([second]);
    expect(sent()).toBe('/api/get_private_image/shot-2.png');

    await user.upload(input, image('three.png'));
    await user.upload(input, image('four.png'));
    await screen.findByRole('img', { name: 'Screenshot 3' });
    expect(input.disabled).toBe(true);
    expect(requests.filter((request) => request.url.pathname === '/upload/upload-private-image')).toHaveLength(4);
  });

  it("shows the server's refusal at the field until the next upload goes through", async () => {
    const { input, user } = renderPicker([tooMany]);

    await user.upload(input, image('one.png'));
    expect(await screen.findByText('Too many uploads. Please try again in 5 minutes.')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();

    await user.upload(input, image('one.png'));
    await screen.findByRole('img', { name: 'Screenshot 1' });
    expect(screen.queryByText('Too many uploads. Please try again in 5 minutes.')).toBeNull();
  });
});
