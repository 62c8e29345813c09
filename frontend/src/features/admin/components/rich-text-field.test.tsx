import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse, type FakeRequest, type Responder } from '../../../testing/fake-fetch';
import { callsTo, created, item, noHistory, ok, one, page, renderAdmin } from '../testing/admin-fixtures';

// jsdom has no layout, so ProseMirror cannot follow typed keys here; the text goes in through the
// HTML view, a paste or the toolbar's commands, and the browser test (admin.e2e.test.ts) types it.

beforeAll(() => import('../../../app/routes/admin.page'));
// The body's editor is a lazy chunk; loaded here, its first transform in a busy test run is not
// counted against a findBy's wait.
beforeAll(() => import('./rich-text-field.component'), 60_000);

const BLOG_ID = '5b0e6f64-0d3c-4d8e-9a55-0c1f2a3b4c5d';
const UPLOADED = '/uploads/5f1d.png';

async function openNew(answers: Record<string, Responder> = {}) {
  const rendered = renderAdmin('/admin/blog/new', {
    'POST /api/create_blog': created('9d3e0c0e-1111-4222-8333-444455556666', 'saved'),
    'GET /api/get_blog': page([]),
    'POST /upload/upload-image': () => jsonResponse(200, { status: 200, url: UPLOADED, data: { url: UPLOADED } }),
    ...answers,
  });
  await screen.findByRole('toolbar', { name: 'Body formatting' });
  return { ...rendered, user: userEvent.setup({ applyAccept: false }) };
}

async function openEdit(body: string) {
  const blog = item('blog', { id: BLOG_ID, title: 'Shani remedies', slug: 'shani-remedies', status: 'draft', body });
  const rendered = renderAdmin(`/admin/blog/${BLOG_ID}`, {
    [`GET /api/get_single_blog/${BLOG_ID}`]: one(blog),
    [`GET /api/get_content_history/${BLOG_ID}`]: noHistory,
    [`PUT /api/update_blog/${BLOG_ID}`]: ok({ id: BLOG_ID }),
    'GET /api/get_blog': page([blog]),
  });
  await screen.findByRole('heading', { name: 'Edit blog post', level: 1 });
  return { ...rendered, user: userEvent.setup() };
}

const editable = () => screen.getByRole('textbox', { name: 'Body' });
const tool = (name: string) => within(screen.getByRole('toolbar', { name: 'Body formatting' })).getByRole('button', { name });
const sentBodies = (requests: FakeRequest[]) => callsTo(requests, 'create_blog').map((request) => (request.body as { body?: string }).body);

/** Writes HTML into the body through the HTML view, then goes back to the editor. */
async function putHtml(user: ReturnType<typeof userEvent.setup>, html: string) {
  await user.click(screen.getByRole('button', { name: 'Edit as HTML' }));
  fireEvent.change(screen.getByRole('textbox', { name: 'Body' }), { target: { value: html } });
  await user.click(screen.getByRole('button', { name: 'Back to the editor' }));
  await screen.findByRole('toolbar', { name: 'Body formatting' });
}

describe('the body’s rich-text editor', () => {
  it('is a labelled, multi-line text box with a toolbar of named buttons and one Tab stop that the arrow keys move', async () => {
    const { user } = await openNew();

    expect(editable().getAttribute('contenteditable')).toBe('true');
    expect(editable().getAttribute('aria-multiline')).toBe('true');
    const toolbar = screen.getByRole('toolbar', { name: 'Body formatting' });
    expect(toolbar.getAttribute('aria-controls')).toBe(editable().id);
    const buttons = within(toolbar).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Heading', 'Subheading', 'Bold', 'Italic', 'Bulleted list', 'Numbered list', 'Quote', 'Link', 'Insert image', 'Undo', 'Redo',
    ]);
    expect(tool('Bold').getAttribute('aria-pressed')).toBe('false');
    expect(tool('Link').getAttribute('aria-haspopup')).toBe('dialog');
    // Nothing to undo yet.
    expect(tool('Undo')).toHaveProperty('disabled', true);
    expect(buttons.filter((button) => button.tabIndex === 0)).toEqual([tool('Heading')]);

    tool('Heading').focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tool('Subheading'));
    expect(tool('Subheading').tabIndex).toBe(0);
    expect(tool('Heading').tabIndex).toBe(-1);
    await user.keyboard('{End}');
    // Undo and Redo are disabled, so the last button reached is the image's.
    expect(document.activeElement).toBe(tool('Insert image'));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tool('Heading'));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tool('Insert image'));
  });

  it('names its buttons in Hindi when the visitor chose Hindi', async () => {
    window.localStorage.setItem('language', 'hi');
    renderAdmin('/admin/blog/new', { 'GET /api/get_blog': page([]) });

    const toolbar = await screen.findByRole('toolbar', { name: /का स्वरूपण$/ });
    expect(within(toolbar).getByRole('button', { name: 'क्रमांकित सूची' })).toBeTruthy();
    expect(within(toolbar).getByRole('button', { name: 'छवि डालें' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'HTML के रूप में बदलें' })).toBeTruthy();
  });

  it('shows a stored body as formatted text, and saving it untouched changes nothing', async () => {
    const { user, requests } = await openEdit('<h2>Shani</h2><ul><li><p>A lamp</p></li></ul><p>Read <a href="/horoscope/capricorn">Capricorn</a>.</p><img src="/uploads/ab12.png" alt="A diya">');

    await waitFor(() => expect(within(editable()).getByRole('heading', { name: 'Shani', level: 2 })).toBeTruthy());
    expect(within(editable()).getByRole('listitem').textContent).toBe('A lamp');
    expect(within(editable()).getByRole('link', { name: 'Capricorn' }).getAttribute('href')).toBe('/horoscope/capricorn');
    expect(within(editable()).getByRole('img', { name: 'A diya' }).getAttribute('src')).toBe('/uploads/ab12.png');

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'must change at least one field');
    expect(callsTo(requests, 'update_blog')).toEqual([]);
  });

  it('makes a heading and a list from the toolbar, undoes, and sends the editor’s HTML', async () => {
    const startedAt = Date.now();
    const { user, requests } = await openNew();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Saturn return');
    await putHtml(user, '<p>What you need:</p><p>Sesame oil</p>');

    // The cursor is at the end: the last paragraph becomes the heading. The editor groups edits
    // made within half a second into one undo step; with its clock held back, the heading comes
    // "at once" after the HTML view's text, which must still be an undo step of its own.
    const clock = vi.spyOn(Date, 'now').mockReturnValue(startedAt);
    await user.click(tool('Heading'));
    clock.mockRestore();
    expect(within(editable()).getByRole('heading', { name: 'Sesame oil', level: 2 })).toBeTruthy();
    expect(tool('Heading').getAttribute('aria-pressed')).toBe('true');
    // The editor takes the focus back in the next animation frame (TipTap's focus command).
    await waitFor(() => expect(document.activeElement).toBe(editable()));
    await user.click(tool('Undo'));
    expect(within(editable()).queryByRole('heading')).toBeNull();
    expect(tool('Heading').getAttribute('aria-pressed')).toBe('false');

    await user.click(tool('Bulleted list'));
    expect(within(editable()).getByRole('listitem').textContent).toBe('Sesame oil');
    expect(tool('Bulleted list').getAttribute('aria-pressed')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(sentBodies(requests)).toEqual(['<p>What you need:</p><ul><li><p>Sesame oil</p></li></ul>']));
  });

  it('uploads an image through the image dialog, with its description, and places it in the text', async () => {
    const { user, requests } = await openNew();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Diwali diyas');
    await putHtml(user, '<p>Light them at dusk.</p>');

    await user.click(tool('Insert image'));
    const dialog = screen.getByRole('dialog', { name: 'Insert an image' });
    await user.click(within(dialog).getByRole('button', { name: 'Insert' }));
    expect(within(dialog).getByText('Choose an image to upload first.')).toBeTruthy();
    expect(within(dialog).getByText('Describe the image.')).toBeTruthy();

    await user.upload(within(dialog).getByLabelText('Image file'), new File([new Uint8Array(64)], 'diya.png', { type: 'image/png' }));
    expect((await within(dialog).findByRole('img', { name: 'The uploaded image' })).getAttribute('src')).toBe(UPLOADED);
    await user.type(within(dialog).getByRole('textbox', { name: /Description/ }), 'A lit diya{Enter}');

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(editable()).getByRole('img', { name: 'A lit diya' }).getAttribute('src')).toBe(UPLOADED);
    expect(requests.find((request) => request.url.pathname === '/upload/upload-image')?.rawBody).toBeInstanceOf(FormData);
    // Enter in the dialog submitted the dialog, not the post.
    expect(callsTo(requests, 'create_blog')).toEqual([]);
    // The editor has the focus back (TipTap gives it on the next frame).
    await waitFor(() => expect(document.activeElement).toBe(editable()));

    await user.click(screen.getByRole('button', { name: 'Create' }));
    // Placed at the cursor, the end; the blank paragraph the editor keeps after it is not sent.
    await waitFor(() => expect(sentBodies(requests)).toEqual([`<p>Light them at dusk.</p><img src="${UPLOADED}" alt="A lit diya">`]));
  });

  it('links only to addresses the site keeps, asking for the text when nothing is selected', async () => {
    const { user, requests } = await openNew();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Leo');
    // The cursor is at the end of the text.
    await putHtml(user, '<p>Read on.</p>');

    await user.click(tool('Link'));
    const dialog = screen.getByRole('dialog', { name: 'Link' });
    expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: 'Link address' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Link address' }), 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(within(dialog).getByText('Start the address with https://, http://, mailto:, # or /.')).toBeTruthy();

    await user.clear(within(dialog).getByRole('textbox', { name: 'Link address' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Link address' }), '/horoscope/leo');
    await user.type(within(dialog).getByRole('textbox', { name: 'Text to show' }), 'Leo today');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(editable()).getByRole('link', { name: 'Leo today' }).getAttribute('href')).toBe('/horoscope/leo');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(sentBodies(requests)).toEqual(['<p>Read on.<a href="/horoscope/leo">Leo today</a></p>']));
  });

  it('cleans what is pasted from Word before it reaches the text', async () => {
    await openNew();
    const word =
      '<p class=MsoNormal style="mso-list:l0 level1 lfo1"><span style="mso-list:Ignore">·<span>&nbsp;&nbsp;</span></span>Sesame oil<o:p></o:p></p>' +
      '<p class=MsoNormal><b><span style="font-size:12pt">Light it</span></b> at dusk<o:p></o:p></p>';
    const paste = new Event('paste', { bubbles: true, cancelable: true });
    Object.assign(paste, { clipboardData: { types: ['text/html', 'text/plain'], getData: (type: string) => (type === 'text/html' ? word : 'Sesame oil\nLight it at dusk') } });
    fireEvent(editable(), paste);

    await waitFor(() => expect(within(editable()).getByRole('listitem').textContent).toBe('Sesame oil'));
    expect(editable().querySelector('strong')?.textContent).toBe('Light it');
    expect(editable().innerHTML).not.toMatch(/Mso|mso-|style=|o:p/);
  });

  it('edits the HTML itself on demand, previewed through the site’s filter', async () => {
    const { user } = await openNew();
    await user.click(screen.getByRole('button', { name: 'Edit as HTML' }));

    fireEvent.change(screen.getByRole('textbox', { name: 'Body' }), {
      target: { value: '<h2>Shani</h2><p onclick="steal()">Light a <strong>lamp</strong></p><script>alert(1)</script><img src="javascript:alert(2)" onerror="alert(3)">' },
    });

    const preview = screen.getByRole('region', { name: 'Body preview' });
    expect(within(preview).getByRole('heading', { name: 'Shani' })).toBeTruthy();
    expect(preview.querySelector('strong')?.textContent).toBe('lamp');
    expect(preview.querySelector('script')).toBeNull();
    expect(preview.innerHTML).not.toMatch(/onclick|onerror|javascript:/);

    await user.click(screen.getByRole('button', { name: 'Back to the editor' }));
    expect(within(editable()).getByRole('heading', { name: 'Shani', level: 2 })).toBeTruthy();
    expect(editable().innerHTML).not.toMatch(/onclick|onerror|javascript:|<script/);
  });

  it('opens a body with a table in the HTML view, which alone keeps it', async () => {
    await openEdit('<p>Days:</p><table><tr><td>Saturday</td><td>Shani</td></tr></table>');

    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Body' }).tagName).toBe('TEXTAREA'));
    expect(screen.getByText('This text has a table or a figure, which only the HTML view keeps.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to the editor' })).toHaveProperty('disabled', true);
  });
});
