import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { pending, type Responder } from '../../../testing/fake-fetch';
import { renderApp } from '../../../testing/render-app';
import { callsTo, contentItem, inTurn, notFound, oneItem, serverError } from '../testing/content-fixtures';

beforeAll(() => import('../../../app/routes/gallery-album.page'));

const album = (items: Record<string, unknown>[]) =>
  contentItem('collection', 50, { title: 'Kashi', slug: 'kashi', summary: 'Evenings on the ghats.', items: items.map((fields, index) => contentItem('gallery', 60 + index, fields)) });
const kashi = album([
  { title: 'Ganga aarti', images: ['/uploads/aarti-1.jpg', '/uploads/aarti-2.jpg'] },
  { title: 'Diyas', images: ['/uploads/diyas.jpg'] },
]);

function openAlbum(slug: string, ...answers: Responder[]) {
  const rendered = renderApp(`/gallery/${slug}`, { [`GET /api/get_single_gallery_collection/${slug}`]: inTurn(...answers) });
  return { ...rendered, user: userEvent.setup() };
}

const photoButtons = () => within(screen.getByRole('list', { name: 'Photos' })).getAllByRole('button');
const lightbox = () => screen.getByRole('dialog');

describe('gallery album', () => {
  it('shows the album’s photos in a grid, each described by its item’s title', async () => {
    openAlbum('kashi', oneItem(kashi));

    expect(await screen.findByRole('heading', { level: 1, name: 'Kashi' })).toBeTruthy();
    expect(screen.getByText('Evenings on the ghats.')).toBeTruthy();
    expect(screen.getByText('3 photos')).toBeTruthy();
    expect(photoButtons().map((button) => button.getAttribute('aria-haspopup'))).toEqual(['dialog', 'dialog', 'dialog']);
    expect(within(screen.getByRole('list', { name: 'Photos' })).getAllByRole('img').map((image) => [image.getAttribute('alt'), image.getAttribute('src')])).toEqual([
      ['Ganga aarti (1 of 2)', '/uploads/aarti-1.jpg'],
      ['Ganga aarti (2 of 2)', '/uploads/aarti-2.jpg'],
      ['Diyas', '/uploads/diyas.jpg'],
    ]);
    expect(screen.getByRole('link', { name: 'All albums' }).getAttribute('href')).toBe('/gallery');
    expect(document.title).toBe('Kashi · Nakshatra');
  });

  it('opens a photo in the lightbox and goes round the album with the arrow keys, Home and End', async () => {
    const { user } = openAlbum('kashi', oneItem(kashi));

    await user.click(await screen.findByRole('button', { name: 'Ganga aarti (2 of 2)' }));

    expect(screen.getByRole('dialog', { name: 'Ganga aarti (2 of 2)' })).toBeTruthy();
    expect(within(lightbox()).getByRole('img', { name: 'Ganga aarti (2 of 2)' }).getAttribute('src')).toBe('/uploads/aarti-2.jpg');
    expect(within(lightbox()).getByText('2 of 3')).toBeTruthy();
    expect(document.activeElement).toBe(within(lightbox()).getByRole('button', { name: 'Close photo' }));

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Diyas' })).toBeTruthy();
    expect(within(lightbox()).getByText('3 of 3')).toBeTruthy();
    // Past the last photo is the first again, and back.
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Ganga aarti (1 of 2)' })).toBeTruthy();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: 'Diyas' })).toBeTruthy();
    await user.keyboard('{Home}');
    expect(screen.getByRole('dialog', { name: 'Ganga aarti (1 of 2)' })).toBeTruthy();
    await user.keyboard('{End}');
    expect(screen.getByRole('dialog', { name: 'Diyas' })).toBeTruthy();

    await user.click(within(lightbox()).getByRole('button', { name: 'Previous photo' }));
    expect(screen.getByRole('dialog', { name: 'Ganga aarti (2 of 2)' })).toBeTruthy();
    await user.click(within(lightbox()).getByRole('button', { name: 'Next photo' }));
    expect(screen.getByRole('dialog', { name: 'Diyas' })).toBeTruthy();
  });

  it('keeps focus inside the lightbox, closes on Escape and gives focus to the photo last shown', async () => {
    const { user } = openAlbum('kashi', oneItem(kashi));

    await user.click(await screen.findByRole('button', { name: 'Ganga aarti (1 of 2)' }));
    const [previous, , close] = within(lightbox()).getAllByRole('button');

    await user.tab();
    expect(document.activeElement).toBe(previous);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(close);

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: 'Diyas' })).toBeTruthy();
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Diyas' })));
  });

  it('closes with its close button, and cannot move in an album of one photo', async () => {
    const { user } = openAlbum('single', oneItem(album([{ title: 'Temple at dawn', images: ['/uploads/dawn.jpg'] }])));

    await user.click(await screen.findByRole('button', { name: 'Temple at dawn' }));
    expect(screen.getByText('1 photo')).toBeTruthy();
    expect((within(lightbox()).getByRole('button', { name: 'Next photo' }) as HTMLButtonElement).disabled).toBe(true);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Temple at dawn' })).toBeTruthy();

    await user.click(within(lightbox()).getByRole('button', { name: 'Close photo' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says so when an album has no photos yet', async () => {
    openAlbum('kashi', oneItem(album([])));

    expect(await screen.findByText('No photos in this album yet')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Photos' })).toBeNull();
  });

  it('shows a skeleton while the album loads', async () => {
    const { requests } = openAlbum('kashi', pending);

    expect((await screen.findByText('Loading album…')).closest('[role="status"]')).toBeTruthy();
    await waitFor(() => expect(callsTo(requests, 'get_single_gallery_collection')).toHaveLength(1));
  });

  it('offers a retry when the album fails to load', async () => {
    const { user } = openAlbum('kashi', serverError, oneItem(kashi));

    expect((await screen.findByRole('alert')).textContent).toContain("We couldn't load this album.");
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Kashi' })).toBeTruthy();
  });

  it('shows the not-found page for an album that does not exist', async () => {
    openAlbum('nowhere', notFound);

    expect(await screen.findByRole('heading', { level: 1, name: 'Album not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to all albums' }).getAttribute('href')).toBe('/gallery');
  });

  it('speaks Hindi in the grid and the lightbox', async () => {
    window.localStorage.setItem('language', 'hi');
    const { user } = openAlbum('kashi', oneItem(kashi));

    expect(await screen.findByText('3 फ़ोटो')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Ganga aarti (1/2)' }));
    expect(within(lightbox()).getByText('1 / 3')).toBeTruthy();
    expect(within(lightbox()).getByRole('button', { name: 'अगली फ़ोटो' })).toBeTruthy();
    expect(within(lightbox()).getByRole('button', { name: 'फ़ोटो बंद करें' })).toBeTruthy();
  });
});
