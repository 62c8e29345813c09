import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { pending, type Responder } from '../../../testing/fake-fetch';
import { renderApp } from '../../../testing/render-app';
import { contentItem, inTurn, itemId, listPage, notFound, oneItem, queriesTo, serverError } from '../testing/content-fixtures';

beforeAll(() => Promise.all([import('../../../app/routes/content-list.page'), import('../../../app/routes/content-collection.page')]));

const panchatantra = contentItem('story_collection', 90, { title: 'Panchatantra', slug: 'panchatantra', summary: 'Fables of animals and their wisdom.', image_url: '/uploads/panch.png' });
const story = (n: number, title: string) => contentItem('story', n, { title, slug: title.toLowerCase().replace(/\s+/g, '-'), collection_id: itemId(90) });

describe('stories and their collections', () => {
  it('shows the collections above the stories on the first page of /stories', async () => {
    const { requests } = renderApp('/stories', {
      'GET /api/get_story': listPage([story(1, 'The clever crow')]),
      'GET /api/get_story_collection': listPage([panchatantra]),
    });

    const shelf = within(await screen.findByRole('region', { name: 'Collections' }));
    const title = shelf.getByRole('heading', { level: 3, name: 'Panchatantra' });
    expect(within(title).getByRole('link').getAttribute('href')).toBe('/stories/collection/panchatantra');
    expect(shelf.getByText('Fables of animals and their wisdom.')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'The clever crow' })).toBeTruthy();
    expect(queriesTo(requests, 'get_story_collection')).toEqual([{ page: '1', limit: '100', sort: 'sort_order', status: 'published' }]);
  });

  it('leaves the collections out of a search and of later pages', async () => {
    const { requests } = renderApp('/stories?search=crow', { 'GET /api/get_story': listPage([story(1, 'The clever crow')]) });

    expect(await screen.findByRole('heading', { level: 2, name: 'The clever crow' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Collections' })).toBeNull();
    expect(queriesTo(requests, 'get_story_collection')).toEqual([]);
  });

  it('offers a retry when the collections fail, and shows nothing of them when there are none', async () => {
    renderApp('/stories', { 'GET /api/get_story': listPage([]), 'GET /api/get_story_collection': inTurn(serverError, listPage([])) });

    expect((await screen.findByRole('alert')).textContent).toContain("We couldn't load collections.");
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Collections' })).toBeNull();
    expect(screen.getByText('No stories yet')).toBeTruthy();
  });
});

function openCollection(path: string, collection: Responder, stories: Responder = listPage([])) {
  const rendered = renderApp(path, { [`GET /api/get_single_story_collection/${path.split('/').pop()?.split('?')[0]}`]: collection, 'GET /api/get_story': stories });
  return { ...rendered, user: userEvent.setup() };
}

describe('a story collection page', () => {
  it('shows the collection and its stories, in the collection’s order, paged from the address', async () => {
    const twelve = Array.from({ length: 12 }, (_, index) => story(index + 1, `Fable ${index + 1}`));
    const { requests, user } = openCollection('/stories/collection/panchatantra', oneItem(panchatantra), inTurn(listPage(twelve, 14), listPage(twelve.slice(0, 2), 14, 2)));

    expect(await screen.findByRole('heading', { level: 1, name: 'Panchatantra' })).toBeTruthy();
    expect(screen.getByText('Fables of animals and their wisdom.')).toBeTruthy();
    expect(document.title).toBe('Panchatantra · Nakshatra');
    const first = await screen.findByRole('heading', { level: 2, name: 'Fable 1' });
    expect(within(first).getByRole('link').getAttribute('href')).toBe('/stories/fable-1');
    expect(screen.getByRole('link', { name: 'All stories' }).getAttribute('href')).toBe('/stories');

    await user.click(within(screen.getByRole('navigation', { name: 'Pages of stories' })).getByRole('link', { name: 'Next' }));
    await screen.findByText('Page 2 of 2');
    expect(queriesTo(requests, 'get_story')).toEqual([
      { page: '1', limit: '12', sort: 'sort_order', status: 'published', collection_id: itemId(90) },
      { page: '2', limit: '12', sort: 'sort_order', status: 'published', collection_id: itemId(90) },
    ]);
  });

  it('says so when the collection has no stories yet', async () => {
    openCollection('/stories/collection/panchatantra', oneItem(panchatantra));

    expect(await screen.findByText('No stories yet')).toBeTruthy();
  });

  it('shows a skeleton while the collection loads, and a retry when it fails', async () => {
    const { unmount } = openCollection('/stories/collection/panchatantra', pending);
    expect((await screen.findByText('Loading collection…')).closest('[role="status"]')).toBeTruthy();
    unmount();

    const { user } = openCollection('/stories/collection/panchatantra', inTurn(serverError, oneItem(panchatantra)));
    expect((await screen.findByRole('alert')).textContent).toContain("We couldn't load this collection.");
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Panchatantra' })).toBeTruthy();
  });

  it('shows the not-found page for a collection that does not exist', async () => {
    openCollection('/stories/collection/nowhere', notFound);

    expect(await screen.findByRole('heading', { level: 1, name: 'Collection not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to all stories' }).getAttribute('href')).toBe('/stories');
  });

  it('speaks Hindi around the collection', async () => {
    window.localStorage.setItem('language', 'hi');
    openCollection('/stories/collection/panchatantra', oneItem(panchatantra));

    expect(await screen.findByText('अभी कोई कहानी नहीं है')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'सभी कहानियाँ' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'कहानियाँ खोजें' })).toBeTruthy();
  });
});
