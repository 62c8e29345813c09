import { describe, expect, it } from 'vitest';
import { pageAssets, pageDocument, type Manifest, type RenderedPage } from './page-document.js';

const shell = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="The shell's description." />
    <title>Nakshatra</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shared-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const manifest: Manifest = {
  'index.html': { file: 'assets/index-1.js', imports: ['_shared'], css: ['assets/index-1.css'] },
  _shared: { file: 'assets/shared-1.js' },
  'src/app/routes/home.page.tsx': { file: 'assets/home.page-1.js', imports: ['_shared', '_cards'], css: ['assets/home-1.css'] },
  _cards: { file: 'assets/cards-1.js', css: ['assets/cards-1.css'] },
};

const page: RenderedPage = {
  status: 200,
  language: 'hi',
  headHtml: '<title>Home · Nakshatra</title>\n<meta name="description" content="Price: $& more" />',
  preloadHtml: '<link rel="preload" as="image" href="/uploads/a.webp"/>',
  bodyHtml: '<main><h1>Costs $1 and $& $\' $`</h1></main>',
  dataHtml: '<script type="application/json" id="nk-ssr-data">{}</script>',
  pageModules: ['src/app/routes/home.page.tsx'],
};

describe('a server-rendered page in the shell', () => {
  it('links a page module, its static imports and their CSS', () => {
    expect(pageAssets(manifest, ['src/app/routes/home.page.tsx'])).toEqual({
      scripts: ['/assets/home.page-1.js', '/assets/shared-1.js', '/assets/cards-1.js'],
      styles: ['/assets/home-1.css', '/assets/cards-1.css'],
    });
  });

  it('replaces the shell’s title and description, links what the shell does not, and keeps the page’s text as it is', () => {
    const html = pageDocument(shell, page, manifest);
    expect(html).toContain('<html lang="hi">');
    expect(html).not.toContain("The shell's description.");
    expect(html).not.toContain('<title>Nakshatra</title>');
    expect(html).toContain('<title>Home · Nakshatra</title>\n<meta name="description" content="Price: $& more" />');
    expect(html.match(/href="\/assets\/shared-1\.js"/g)).toHaveLength(1);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/home.page-1.js">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/cards-1.css">');
    expect(html.indexOf('<link rel="preload" as="image"')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('<div id="root"><main><h1>Costs $1 and $& $\' $`</h1></main></div><script type="application/json" id="nk-ssr-data">{}</script>');
  });
});
