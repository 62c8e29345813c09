import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text.js';

const link = (href: string) => sanitizeRichText(`<p><a href="${href}">read</a></p>`);

describe('rich text links', () => {
  it.each([
    ['https://example.com/a?b=1', 'https://example.com/a?b=1'],
    ['http://example.com/', 'http://example.com/'],
    ['HTTPS://Example.com', 'HTTPS://Example.com'],
    ['/blogs/x', '/blogs/x'],
    ['#anchor', '#anchor'],
    ['mailto:care@nakshatra.app', 'mailto:care@nakshatra.app'],
    // Written back exactly as judged: the & of a query escaped once.
    ['/search?a=1&amp;b=2', '/search?a=1&amp;b=2'],
    [' /blogs/x ', '/blogs/x'],
  ])('keeps %s', (href, kept) => {
    expect(link(href)).toBe(`<p><a href="${kept}">read</a></p>`);
  });

  it.each([
    ['/\\evil.example'],
    ['//evil.example'],
    ['\\\\evil'],
    ['\\/evil.example'],
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    ['java\tscript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['vbscript:msgbox(1)'],
    // What the browser decodes before it follows the link.
    ['&#47;&#92;evil.example'],
    ['/&#92;evil.example'],
    ['/&bsol;evil.example'],
    ['&sol;&sol;evil.example'],
    ['/&#x5c;evil.example'],
    ['/\t/evil.example'],
    ['/\n\\evil.example'],
    ['&#106;avascript:alert(1)'],
    ['javascript&colon;alert(1)'],
    ['evil.example'],
    [''],
  ])('drops the link of %j and keeps its text', (href) => {
    expect(link(href)).toBe('<p><a>read</a></p>');
  });

  it('leaves no entity the browser could decode into another address', () => {
    // A reference not decoded here stays text (escaped): the browser reads "/&unknown;…", a path.
    expect(link('/&unknown;evil.example')).toBe('<p><a href="/&amp;unknown;evil.example">read</a></p>');
    expect(link('/a&quot; onclick=&quot;alert(1)')).toBe('<p><a href="/a&quot; onclick=&quot;alert(1)">read</a></p>');
  });

  it('drops an image that starts like an upload but resolves elsewhere', () => {
    for (const src of ['/uploads/../api/logout', '/uploads/%2e%2e/api/logout', '/uploads/..\\api/logout', '/uploads/&period;&period;/api/logout']) {
      expect(sanitizeRichText(`<img src="${src}" alt="x">`)).toBe('<img alt="x">');
    }
  });

  it('keeps images from https and our uploads only', () => {
    expect(sanitizeRichText('<img src="/uploads/a.png" alt="a">')).toBe('<img src="/uploads/a.png" alt="a">');
    expect(sanitizeRichText('<img src="https://cdn.example/a.png">')).toBe('<img src="https://cdn.example/a.png">');
    expect(sanitizeRichText('<img src="//evil.example/a.png">')).toBe('<img>');
    expect(sanitizeRichText('<img src="http://evil.example/a.png">')).toBe('<img>');
  });

  it('still removes scripts and event handlers, and opens new tabs safely', () => {
    expect(sanitizeRichText('<p onclick="x()">a<script>alert(1)</script></p>')).toBe('<p>a</p>');
    expect(sanitizeRichText('<a href="https://example.com" target="_top">x</a>')).toBe('<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>');
    // A writer's own rel (opener) would come first, and browsers keep the first of two: it goes.
    expect(sanitizeRichText('<a href="https://evil.example/" rel="opener" target="_blank">x</a>')).toBe('<a href="https://evil.example/" target="_blank" rel="noopener noreferrer">x</a>');
  });
});
