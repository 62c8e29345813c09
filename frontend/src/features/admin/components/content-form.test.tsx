import { contentCreateSchema, fieldError, fieldErrorsOf, type ContentFamilyName } from '@nakshatra/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse, type FakeRequest, type Responder } from '../../../testing/fake-fetch';
import { callsTo, created, item, page, renderAdmin } from '../testing/admin-fixtures';

beforeAll(() => import('../../../app/routes/admin.page'));
// The body's editor is a lazy chunk; loaded here, its first transform in a busy test run is not
// counted against a findBy's wait.
beforeAll(() => import('./rich-text-field.component'), 60_000);

/** What the catalogue's own schema says about a field of this body, worded from its field-issue code: the form must say the same. */
function schemaMessage(family: ContentFamilyName, body: Record<string, unknown>, field: string): string {
  const result = contentCreateSchema(family).safeParse(body);
  const error = fieldErrorsOf(result.error?.issues ?? [], body).find((entry) => entry.path.split('.')[0] === field);
  if (!error) throw new Error(`the schema has nothing to say about ${family}.${field}`);
  return error.message;
}

/** The message shown beside a field, found through the control's aria-describedby. */
function messageOf(control: HTMLElement): string | undefined {
  const ids = (control.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error'));
  return ids.map((id) => document.getElementById(id)?.textContent).find(Boolean) ?? undefined;
}

async function openNew(family: ContentFamilyName, answers: Record<string, Responder> = {}) {
  const rendered = renderAdmin(`/admin/${family}/new`, {
    [`POST /api/create_${family}`]: created('9d3e0c0e-1111-4222-8333-444455556666', 'saved'),
    [`GET /api/get_${family}`]: page([]),
    ...answers,
  });
  await screen.findByRole('button', { name: 'Create' }, { timeout: 3000 });
  return { ...rendered, user: userEvent.setup({ applyAccept: false }) };
}

const creates = (requests: FakeRequest[], family: string) => callsTo(requests, `create_${family}`).map((request) => request.body);

describe('generated form: blog', () => {
  it('has a labelled control of the right kind for each field', async () => {
    await openNew('blog');

    expect(screen.getByRole('textbox', { name: 'Title' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Slug' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Summary' }).tagName).toBe('TEXTAREA');
    // The body's rich-text editor (rich-text-field.test.tsx) is loaded on its own.
    expect((await screen.findByRole('textbox', { name: 'Body' })).getAttribute('contenteditable')).toBe('true');
    expect(screen.getByRole('toolbar', { name: 'Body formatting' })).toBeTruthy();
    expect(screen.getByLabelText('Upload image').getAttribute('type')).toBe('file');
    expect(screen.getByLabelText('Upload image').getAttribute('accept')).toBe('image/jpeg,image/png,image/webp');
    expect(screen.getByRole('textbox', { name: 'Image address' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Tags' })).toBeTruthy();
    expect(screen.getByLabelText('Published at').getAttribute('type')).toBe('datetime-local');
    const status = screen.getByRole('combobox', { name: 'Status' }) as HTMLSelectElement;
    expect([...status.options].map((option) => option.value)).toEqual(['draft', 'published']);
    expect(status.value).toBe('draft');
    expect(screen.getByRole('spinbutton', { name: 'Sort order' })).toHaveProperty('value', '0');
    // Every control of the form has a name (its label).
    for (const element of document.querySelectorAll('form input, form select, form textarea')) {
      expect(element.id && document.querySelector(`label[for="${element.id}"]`) ? true : Boolean(element.closest('label')), element.outerHTML).toBe(true);
    }
  });

  it('shows the schema’s own messages beside the fields and sends nothing while they stand', async () => {
    const { user, requests } = await openNew('blog');

    await user.type(screen.getByRole('textbox', { name: 'Slug' }), 'Not A Slug');
    await user.type(screen.getByRole('textbox', { name: 'Image address' }), 'http://insecure.example/a.png');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    const title = screen.getByRole('textbox', { name: 'Title' });
    expect(messageOf(title)).toBe(schemaMessage('blog', {}, 'title'));
    expect(messageOf(title)).toBe('is required');
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(title);
    expect(messageOf(screen.getByRole('textbox', { name: 'Slug' }))).toBe(schemaMessage('blog', { slug: 'Not A Slug' }, 'slug'));
    expect(messageOf(screen.getByRole('textbox', { name: 'Image address' }))).toBe('must be an https:// URL or an /uploads/ path');
    expect(screen.getByRole('alert').textContent).toContain('3 fields need attention.');
    expect(creates(requests, 'blog')).toEqual([]);

    await user.type(title, 'x');
    expect(messageOf(title)).toBeUndefined();
  });

  it('creates with every filled field converted, then goes back to the list', async () => {
    const { user, requests, router } = await openNew('blog');

    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Saturn return');
    await user.type(screen.getByRole('textbox', { name: 'Summary' }), 'What it means at 29.');
    await user.click(await screen.findByRole('button', { name: 'Edit as HTML' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Body' }), { target: { value: '<p>Patience.</p>' } });
    await user.type(screen.getByRole('textbox', { name: 'Category' }), 'Planets');
    await user.type(screen.getByRole('textbox', { name: 'Add tags (comma-separated)' }), 'saturn, career{Enter}');
    fireEvent.change(screen.getByLabelText('Published at'), { target: { value: '2026-11-22T16:05' } });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'published');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/blog'));
    expect(creates(requests, 'blog')).toEqual([
      {
        title: 'Saturn return',
        summary: 'What it means at 29.',
        body: '<p>Patience.</p>',
        category: 'Planets',
        tags: ['saturn', 'career'],
        published_at: '2026-11-22T16:05:00+05:30',
        status: 'published',
        sort_order: 0,
      },
    ]);
    expect(await screen.findByText('Blog post saved')).toBeTruthy();
    // The list after the write asks for the write's position.
    await waitFor(() => expect(callsTo(requests, 'get_blog').at(-1)?.headers.get('x-min-position')).toBe('42'));
  });

  it('uploads an image, previews it, and sends its URL', async () => {
    const { user, requests } = await openNew('blog', {
      'POST /upload/upload-image': () => jsonResponse(200, { status: 200, url: '/uploads/5f1d.png', data: { url: '/uploads/5f1d.png' } }),
    });

    await user.upload(screen.getByLabelText('Upload image'), new File([new Uint8Array(64)], 'diya.png', { type: 'image/png' }));

    expect((await screen.findByRole('img', { name: 'Image preview' })).getAttribute('src')).toBe('/uploads/5f1d.png');
    expect(screen.getByRole('textbox', { name: 'Image address' })).toHaveProperty('value', '/uploads/5f1d.png');
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Diwali diyas');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(creates(requests, 'blog')).toHaveLength(1));
    expect(creates(requests, 'blog')[0]).toMatchObject({ image_url: '/uploads/5f1d.png' });
    expect(requests.find((request) => request.url.pathname === '/upload/upload-image')?.rawBody).toBeInstanceOf(FormData);
  });

  it('refuses a file of another type or over 5 MB before sending it, and shows a server refusal', async () => {
    const { user, requests } = await openNew('blog', {
      'POST /upload/upload-image': () => jsonResponse(400, { status: 400, code: 'upload.not_image', message: 'The image must be a JPEG, PNG or WebP file' }),
    });
    const input = screen.getByLabelText('Upload image');
    const uploads = () => requests.filter((request) => request.url.pathname === '/upload/upload-image');

    await user.upload(input, new File(['GIF89a'], 'spin.gif', { type: 'image/gif' }));
    expect((await within(screen.getByRole('group', { name: 'Image' })).findByRole('alert')).textContent).toBe('The image must be a JPEG, PNG or WebP file');
    await user.upload(input, new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' }));
    await waitFor(() => expect(document.querySelector('.admin-upload__problems')?.textContent).toBe('The image must be at most 5 MB'));
    expect(uploads()).toHaveLength(0);

    // A PNG name on bytes that are not one: the server reads the type from the bytes and refuses.
    await user.upload(input, new File(['not really'], 'fake.png', { type: 'image/png' }));
    await waitFor(() => expect(uploads()).toHaveLength(1));
    await waitFor(() => expect(document.querySelector('.admin-upload__problems')?.textContent).toBe('The image must be a JPEG, PNG or WebP file'));
    expect(screen.queryByRole('img', { name: 'Image preview' })).toBeNull();
  });
});

describe('generated form: blog, for a Hindi admin', () => {
  it('says what its own check and the server refuse in plain Hindi beside the fields, never zod’s or the English text', async () => {
    window.localStorage.setItem('language', 'hi');
    const { requests } = renderAdmin('/admin/blog/new', {
      'POST /api/create_blog': () =>
        jsonResponse(400, { status: 400, code: 'request.invalid', message: 'summary: must be at most 500 characters', errors: [fieldError('summary', 'field.too_long', { maximum: 500 })] }),
      'GET /api/get_blog': page([]),
    });
    const user = userEvent.setup({ applyAccept: false });
    const create = await screen.findByRole('button', { name: 'बनाएँ' }, { timeout: 3000 });

    // The form's own check: the same schema as the server's, worded from its field-issue codes.
    await user.type(screen.getByRole('textbox', { name: 'स्लग' }), 'Not A Slug');
    await user.click(create);
    const title = screen.getByRole('textbox', { name: 'शीर्षक' });
    expect(messageOf(title)).toBe('आवश्यक है');
    expect(messageOf(screen.getByRole('textbox', { name: 'स्लग' }))).toBe('छोटे अंग्रेज़ी अक्षर, अंक और एकल हाइफ़न ही हो सकते हैं');
    expect(screen.getByRole('alert').textContent).toContain('2 फ़ील्ड पर ध्यान दें।');
    expect(creates(requests, 'blog')).toEqual([]);

    // The server's refusal of a field.
    await user.type(title, 'शनि का दीपक');
    await user.clear(screen.getByRole('textbox', { name: 'स्लग' }));
    await user.type(screen.getByRole('textbox', { name: 'सारांश' }), 'शनिवार को तिल के तेल का दीपक।');
    await user.click(create);
    const summary = screen.getByRole('textbox', { name: 'सारांश' });
    await waitFor(() => expect(messageOf(summary)).toBe('अधिकतम 500 अक्षर हो सकते हैं'));
    expect(creates(requests, 'blog')).toHaveLength(1);
    expect(document.activeElement).toBe(summary);

    // No English reached the page: neither zod's own texts, nor the contracts' English words, nor the server's message.
    const form = document.querySelector('form')!.textContent!;
    for (const english of ['Invalid input', 'Too big', 'Required', 'is required', 'must be at most', 'summary:']) expect(form).not.toContain(english);
  });
});

describe('generated form: products (money in rupees, paise on the wire)', () => {
  const categories = [item('product_category', { title: 'Gemstones' }), item('product_category', { title: 'Rudraksha', status: 'draft' })];

  it('takes rupees, sends paise, and offers product categories for category_id', async () => {
    const { user, requests } = await openNew('products', { 'GET /api/get_product_category': page(categories) });

    expect(screen.getByRole('spinbutton', { name: 'Price (₹)' }).getAttribute('step')).toBe('0.01');
    const category = screen.getByRole('combobox', { name: 'Category' }) as HTMLSelectElement;
    await waitFor(() => expect([...category.options].map((option) => option.textContent)).toEqual(['—', 'Gemstones', 'Rudraksha (draft)']));
    expect(Object.fromEntries(callsTo(requests, 'get_product_category')[0]!.url.searchParams)).toEqual({ limit: '100', sort: 'title' });

    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Yellow sapphire');
    await user.type(screen.getByRole('spinbutton', { name: 'Price (₹)' }), '1499.5');
    await user.type(screen.getByRole('spinbutton', { name: 'MRP (₹)' }), '1999');
    await user.type(screen.getByRole('spinbutton', { name: 'Stock' }), '7');
    await user.selectOptions(category, 'Gemstones');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(creates(requests, 'products')).toHaveLength(1));
    expect(creates(requests, 'products')[0]).toEqual({
      title: 'Yellow sapphire',
      price: 149_950,
      mrp: 199_900,
      stock: 7,
      images: [],
      category_id: categories[0]!.id,
      status: 'draft',
      sort_order: 0,
    });
  });

  it('checks the price against the MRP with the schema’s message', async () => {
    const { user, requests } = await openNew('products', { 'GET /api/get_product_category': page([]) });

    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Ruby');
    await user.type(screen.getByRole('spinbutton', { name: 'Price (₹)' }), '500');
    await user.type(screen.getByRole('spinbutton', { name: 'MRP (₹)' }), '400');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    const stock = screen.getByRole('spinbutton', { name: 'Stock' });
    expect(messageOf(stock)).toBe(schemaMessage('products', { title: 'Ruby', price: 50_000, mrp: 40_000 }, 'stock'));

    await user.type(stock, '2');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    const mrp = screen.getByRole('spinbutton', { name: 'MRP (₹)' });
    expect(messageOf(mrp)).toBe(schemaMessage('products', { title: 'Ruby', price: 50_000, mrp: 40_000, stock: 2 }, 'mrp'));
    expect(messageOf(mrp)).toBe('must not be below the price');
    expect(document.activeElement).toBe(mrp);
    expect(creates(requests, 'products')).toEqual([]);
  });
});

describe('generated form: horoscope (enums and a date)', () => {
  it('offers the twelve signs and four periods, and says what is missing as the schema does', async () => {
    const { user, requests } = await openNew('horoscope');

    const sign = screen.getByRole('combobox', { name: 'Sign' }) as HTMLSelectElement;
    expect([...sign.options].map((option) => option.value)).toEqual(['', 'aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces']);
    expect(sign.options[0]?.textContent).toBe('Choose…');
    expect(within(screen.getByRole('combobox', { name: 'Period' })).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose…', 'Daily', 'Weekly', 'Monthly', 'Yearly']);
    expect(screen.getByLabelText(/^Date/).getAttribute('type')).toBe('date');
    expect(screen.getByRole('spinbutton', { name: 'Lucky number' })).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Leo today');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    const empty = { title: 'Leo today' };
    expect(messageOf(sign)).toBe(schemaMessage('horoscope', empty, 'sign'));
    expect(messageOf(screen.getByRole('combobox', { name: 'Period' }))).toBe(schemaMessage('horoscope', empty, 'period'));
    expect(messageOf(screen.getByLabelText(/^Date/))).toBe(schemaMessage('horoscope', empty, 'date'));
    expect(messageOf(screen.getByLabelText(/^Date/))).toBe('is required');
    expect(messageOf(screen.getByRole('textbox', { name: 'Body' }))).toBe(schemaMessage('horoscope', empty, 'body'));
    expect(creates(requests, 'horoscope')).toEqual([]);

    await user.selectOptions(sign, 'leo');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'daily');
    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: '2026-11-22' } });
    await user.click(screen.getByRole('button', { name: 'Edit as HTML' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Body' }), { target: { value: '<p>A bold day.</p>' } });
    await user.type(screen.getByRole('spinbutton', { name: 'Lucky number' }), '100');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(messageOf(screen.getByRole('spinbutton', { name: 'Lucky number' }))).toBe(schemaMessage('horoscope', { lucky_number: 100 }, 'lucky_number'));

    await user.clear(screen.getByRole('spinbutton', { name: 'Lucky number' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Lucky number' }), '7');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(creates(requests, 'horoscope')).toHaveLength(1));
    expect(creates(requests, 'horoscope')[0]).toEqual({ title: 'Leo today', sign: 'leo', period: 'daily', date: '2026-11-22', body: '<p>A bold day.</p>', lucky_number: 7, status: 'draft', sort_order: 0 });
  });
});

describe('generated form: gallery (several images)', () => {
  it('needs at least one image, uploads several in order, removes and reorders them', async () => {
    let stored = 0;
    const { user, requests } = await openNew('gallery', {
      'GET /api/get_collection': page([item('collection', { title: 'Kumbh 2025' })]),
      'POST /upload/upload-image': () => jsonResponse(200, { status: 200, url: `/uploads/img-${(stored += 1)}.webp` }),
    });

    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Ghats at dawn');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    const images = screen.getByLabelText('Add images');
    expect(messageOf(images)).toBe(schemaMessage('gallery', { images: [] }, 'images'));
    expect(messageOf(images)).toBe('must have at least 1');

    const file = (name: string) => new File([new Uint8Array(32)], name, { type: 'image/webp' });
    await user.upload(images, [file('a.webp'), file('b.webp'), file('c.webp')]);
    await screen.findByRole('img', { name: 'Image 3' });
    expect(screen.getAllByRole('img').map((image) => image.getAttribute('src'))).toEqual(['/uploads/img-1.webp', '/uploads/img-2.webp', '/uploads/img-3.webp']);

    await user.click(screen.getByRole('button', { name: 'Remove image 1' }));
    await user.click(screen.getByRole('button', { name: 'Move image 2 earlier' }));
    expect(screen.getAllByRole('img').map((image) => image.getAttribute('src'))).toEqual(['/uploads/img-3.webp', '/uploads/img-2.webp']);

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Collection' }), 'Kumbh 2025');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(creates(requests, 'gallery')).toHaveLength(1));
    expect(creates(requests, 'gallery')[0]).toMatchObject({ title: 'Ghats at dawn', images: ['/uploads/img-3.webp', '/uploads/img-2.webp'] });
    expect((creates(requests, 'gallery')[0] as { collection_id: string }).collection_id).toMatch(/^0{8}-/);
  });
});

describe('generated form: banners (datetimes and a placement)', () => {
  it('sends India-time datetimes with their offset, and requires the image and placement as the schema does', async () => {
    const { user, requests } = await openNew('banners');

    expect(screen.getByLabelText('Starts at').getAttribute('type')).toBe('datetime-local');
    expect(screen.getAllByText('India time (IST).')).toHaveLength(2);
    const placement = screen.getByRole('combobox', { name: 'Placement' }) as HTMLSelectElement;
    expect([...placement.options].map((option) => option.textContent)).toEqual(['Choose…', 'Home top', 'Home middle', 'Home bottom', 'Mall', 'Recharge', 'Sidebar']);

    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Diwali offer');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(messageOf(screen.getByRole('textbox', { name: 'Image address' }))).toBe(schemaMessage('banners', {}, 'image_url'));
    expect(messageOf(placement)).toBe(schemaMessage('banners', {}, 'placement'));

    await user.type(screen.getByRole('textbox', { name: 'Image address' }), '/uploads/banner.png');
    await user.selectOptions(placement, 'home_top');
    await user.type(screen.getByRole('textbox', { name: 'Link' }), '/recharge');
    fireEvent.change(screen.getByLabelText('Starts at'), { target: { value: '2026-11-01T00:00' } });
    fireEvent.change(screen.getByLabelText('Ends at'), { target: { value: '2026-11-15T23:59' } });
    await user.click(screen.getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(creates(requests, 'banners')).toHaveLength(1));
    expect(creates(requests, 'banners')[0]).toEqual({
      title: 'Diwali offer',
      image_url: '/uploads/banner.png',
      link: '/recharge',
      placement: 'home_top',
      starts_at: '2026-11-01T00:00:00+05:30',
      ends_at: '2026-11-15T23:59:00+05:30',
      status: 'draft',
      sort_order: 0,
    });
  });
});

describe('generated form: recharge packs (a checkbox)', () => {
  it('sends the popular flag and the amounts in paise', async () => {
    const { user, requests } = await openNew('price');

    await user.type(screen.getByRole('textbox', { name: 'Title' }), '₹500 pack');
    await user.type(screen.getByRole('spinbutton', { name: 'Amount (₹)' }), '500');
    expect(screen.getByRole('spinbutton', { name: 'Bonus amount (₹)' })).toHaveProperty('value', '0');
    await user.click(screen.getByRole('checkbox', { name: 'Popular pack' }));
    await user.click(screen.getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(creates(requests, 'price')).toHaveLength(1));
    expect(creates(requests, 'price')[0]).toEqual({ title: '₹500 pack', amount: 50_000, bonus_amount: 0, popular: true, status: 'draft', sort_order: 0 });
  });
});

