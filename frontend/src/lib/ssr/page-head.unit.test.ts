import { describe, expect, it } from 'vitest';
import { handedDataHtml } from './handed-data';
import { pageHeadHtml } from './page-head';

// What an admin, an astrologer or a reviewer could put into a page's title, description or data.
const hostile = 'Leo </script><script>alert(1)</script> <!-- " onmouseover="x" \u2028 \u2029 & </title><img src=x>';

/** The HTML as a browser parses it. */
const parsed = (html: string) => new DOMParser().parseFromString(`<!doctype html><html><head>${html}</head><body></body></html>`, 'text/html');

describe('server-rendered heads and data with hostile text', () => {
  it('keeps every value inside its own element and attribute: one title, no new element, no new attribute', () => {
    const jsonLd = { '@type': 'Article', headline: hostile, author: { name: hostile } };
    const document = parsed(pageHeadHtml({ title: hostile, description: hostile, canonical: 'https://nakshatra.app/blogs/x', type: 'article', image: 'https://nakshatra.app/a.png', jsonLd }));
    expect(document.title).toBe(hostile);
    expect(document.querySelectorAll('script')).toHaveLength(1);
    expect(document.querySelectorAll('img, body *')).toHaveLength(0);
    expect(JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!)).toEqual(jsonLd);
    const description = document.querySelector('meta[name="description"]')!;
    expect([description.getAttribute('content'), description.getAttributeNames()]).toEqual([hostile, ['name', 'content']]);
    expect(document.querySelector('meta[property="og:title"]')!.getAttribute('content')).toBe(hostile);
  });

  it('hands the page’s data over in one script the browser reads back as it was', () => {
    const data = { language: 'en' as const, origin: 'https://nakshatra.app', renderedAt: 1, loads: { review: { text: hostile } } };
    const document = parsed(handedDataHtml(data));
    expect(document.querySelectorAll('script')).toHaveLength(1);
    expect(JSON.parse(document.querySelector('script')!.textContent!)).toEqual(data);
  });
});
