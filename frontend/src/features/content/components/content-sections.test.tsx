import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Responder } from '../../../testing/fake-fetch';
import { renderApp } from '../../../testing/render-app';
import { contentSections, type ContentSection, type ContentSectionId } from '../content-sections';
import { listPage, oneItem, queriesTo, sectionItem } from '../testing/content-fixtures';

beforeAll(() => Promise.all([import('../../../app/routes/content-list.page'), import('../../../app/routes/content-detail.page'), import('../../../app/routes/gallery-album.page')]));

/** What each list is called and says when it is empty (the acceptance text, written out). */
const expected: Record<ContentSectionId, { heading: string; empty: string; hindiHeading: string; hindiEmpty: string }> = {
  blogs: { heading: 'Blogs', empty: 'No blog posts yet', hindiHeading: 'ब्लॉग', hindiEmpty: 'अभी कोई ब्लॉग पोस्ट नहीं है' },
  news: { heading: 'News', empty: 'No news stories yet', hindiHeading: 'समाचार', hindiEmpty: 'अभी कोई समाचार नहीं है' },
  remedies: { heading: 'Remedies', empty: 'No remedies yet', hindiHeading: 'उपाय', hindiEmpty: 'अभी कोई उपाय नहीं है' },
  vastu: { heading: 'Vastu', empty: 'No vastu articles yet', hindiHeading: 'वास्तु', hindiEmpty: 'अभी कोई वास्तु लेख नहीं है' },
  numerology: { heading: 'Numerology', empty: 'No numerology articles yet', hindiHeading: 'अंक ज्योतिष', hindiEmpty: 'अभी कोई अंक ज्योतिष लेख नहीं है' },
  tarot: { heading: 'Tarot', empty: 'No tarot articles yet', hindiHeading: 'टैरो', hindiEmpty: 'अभी कोई टैरो लेख नहीं है' },
  aarti: { heading: 'Aarti', empty: 'No aartis yet', hindiHeading: 'आरती', hindiEmpty: 'अभी कोई आरती नहीं है' },
  vrat: { heading: 'Vrat', empty: 'No vrats yet', hindiHeading: 'व्रत', hindiEmpty: 'अभी कोई व्रत नहीं है' },
  festivals: { heading: 'Festivals', empty: 'No festivals yet', hindiHeading: 'त्योहार', hindiEmpty: 'अभी कोई त्योहार नहीं है' },
  podcasts: { heading: 'Podcasts', empty: 'No podcasts yet', hindiHeading: 'पॉडकास्ट', hindiEmpty: 'अभी कोई पॉडकास्ट नहीं है' },
  videos: { heading: 'Videos', empty: 'No videos yet', hindiHeading: 'वीडियो', hindiEmpty: 'अभी कोई वीडियो नहीं है' },
  gallery: { heading: 'Gallery', empty: 'No albums yet', hindiHeading: 'गैलरी', hindiEmpty: 'अभी कोई एल्बम नहीं है' },
  stories: { heading: 'Stories', empty: 'No stories yet', hindiHeading: 'कहानियाँ', hindiEmpty: 'अभी कोई कहानी नहीं है' },
  testimonials: { heading: 'Testimonials', empty: 'No testimonials yet', hindiHeading: 'प्रशंसापत्र', hindiEmpty: 'अभी कोई प्रशंसापत्र नहीं है' },
};

/** The section's list call answered; its collections (if any) have none. */
function listAnswers(section: ContentSection, answer: Responder): Record<string, Responder> {
  return { [`GET /api/get_${section.family}`]: answer, ...(section.collections ? { [`GET /api/get_${section.collections}`]: listPage([], 0) } : {}) };
}

describe.each(contentSections)('the $id section', (section) => {
  const { heading, empty, hindiHeading, hindiEmpty } = expected[section.id];

  it(`lists its items at ${section.path}, each titled and leading to its page`, async () => {
    const item = sectionItem(section, 1, { title: `First of ${section.id}`, slug: 'first' });
    const { requests } = renderApp(section.path, listAnswers(section, listPage([item])));

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    const title = await screen.findByRole('heading', { level: 2, name: `First of ${section.id}` });
    if (section.detail) expect(within(title).getByRole('link').getAttribute('href')).toBe(`${section.path}/first`);
    else expect(within(title).queryByRole('link')).toBeNull();
    expect(screen.getByRole('searchbox')).toBeTruthy();
    expect(document.title).toBe(`${heading} · Nakshatra`);
    await waitFor(() => expect(queriesTo(requests, `get_${section.family}`)).toEqual([{ page: '1', limit: '12', sort: section.sort, status: 'published' }]));
  });

  it('says so when it has none, in English and in Hindi', async () => {
    const { unmount } = renderApp(section.path, listAnswers(section, listPage([], 0)));
    expect(await screen.findByText(empty)).toBeTruthy();
    unmount();

    window.localStorage.setItem('language', 'hi');
    renderApp(section.path, listAnswers(section, listPage([], 0)));
    expect(await screen.findByRole('heading', { level: 1, name: hindiHeading })).toBeTruthy();
    expect(await screen.findByText(hindiEmpty)).toBeTruthy();
  });
});

describe.each(contentSections.filter((section) => section.detail))('the page of a $id item', (section) => {
  it(`shows an item at ${section.path}/:slug, with a way back to the list`, async () => {
    const item = sectionItem(section, 1, { title: `First of ${section.id}`, slug: 'first', ...(section.detail === 'album' ? { items: [] } : {}) });
    const call = section.detail === 'album' ? 'get_single_gallery_collection' : `get_single_${section.family}`;
    renderApp(`${section.path}/first`, { [`GET /api/${call}/first`]: oneItem(item) });

    expect(await screen.findByRole('heading', { level: 1, name: `First of ${section.id}` })).toBeTruthy();
    expect(screen.getAllByRole('link').some((link) => link.getAttribute('href') === section.path && link.closest('main'))).toBe(true);
    expect(document.title).toBe(`First of ${section.id} · Nakshatra`);
  });
});
