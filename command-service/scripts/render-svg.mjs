/* global Image, document -- the function given to page.evaluate runs in the browser */
import { chromium } from 'playwright-core';

/** Debian's Chromium (`apt-get install -y chromium`), the same the browser tests drive; nothing is downloaded. */
const CHROMIUM_PATH = '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update'];

/**
 * Rasterises SVG documents in Chromium: each is drawn on a canvas of its own size and encoded there
 * (WebP by default, which keeps flat illustrations to a few kilobytes), so no image tool is needed.
 */
export async function openRenderer() {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const page = await browser.newPage();
  return {
    /** The encoded image's bytes. */
    async render(svg, { width, height, type = 'image/webp', quality = 0.82 }) {
      const dataUrl = await page.evaluate(
        async ({ svg, width, height, type, quality }) => {
          const image = new Image(width, height);
          image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
          await image.decode();
          const canvas = document.createElement('canvas');
          canvas.width = width;
          canvas.height = height;
          canvas.getContext('2d').drawImage(image, 0, 0, width, height);
          return canvas.toDataURL(type, quality);
        },
        { svg, width, height, type, quality },
      );
      return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
    },
    close: () => browser.close(),
  };
}
