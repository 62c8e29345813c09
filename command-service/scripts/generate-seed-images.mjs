#!/usr/bin/env node
// Draws the demo catalogue's images (command-service/seed-images/*.webp): the portraits of the demo
// astrologers and testimonial customers, and the product, pooja, post and banner illustrations.
// Everything is drawn by the code in seed-art/ (no downloaded artwork) and rasterised in Debian's
// Chromium; the images are committed, so neither tests nor `npm start` run this.
//
//   node command-service/scripts/generate-seed-images.mjs            # all of them
//   node command-service/scripts/generate-seed-images.mjs blog-muhurat product-ruby
//   node command-service/scripts/generate-seed-images.mjs --sheet /tmp/sheet.png   # also a contact sheet to look over
//
// Needs `apt-get install -y chromium` and the repository's npm install (playwright-core).
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { openRenderer } from './render-svg.mjs';
import { ART } from './seed-art/catalogue-art.mjs';

/** The seed uploads these through StoreImage like an admin's upload; small keeps a fresh start quick. */
const MAX_BYTES = 60_000;
const OUT_DIR = new URL('../seed-images/', import.meta.url);

const args = process.argv.slice(2);
const sheetAt = args.indexOf('--sheet');
const sheetPath = sheetAt >= 0 ? args[sheetAt + 1] : undefined;
const names = args.filter((arg, index) => arg !== '--sheet' && index !== sheetAt + 1);
const chosen = names.length ? names : Object.keys(ART);
const unknown = chosen.filter((name) => !ART[name]);
if (unknown.length) throw new Error(`No such image: ${unknown.join(', ')}`);

const renderer = await openRenderer();
try {
  let total = 0;
  for (const name of chosen) {
    const { svg, width, height } = ART[name];
    const bytes = await renderer.render(svg, { width, height });
    if (bytes.length > MAX_BYTES) throw new Error(`${name}: ${bytes.length} bytes, over ${MAX_BYTES}`);
    await writeFile(fileURLToPath(new URL(`${name}.webp`, OUT_DIR)), bytes);
    total += bytes.length;
    console.log(`${name}.webp  ${width}×${height}  ${(bytes.length / 1024).toFixed(1)} KB`);
  }
  console.log(`${chosen.length} images, ${(total / 1024).toFixed(0)} KB`);
  if (sheetPath) await writeFile(sheetPath, await renderer.render(contactSheet(chosen), { width: 1280, height: sheetHeight(chosen), type: 'image/png' }));
} finally {
  await renderer.close();
}

/** Every chosen image scaled into a 256-wide cell, to look them over at once. */
function contactSheet(list) {
  const cells = list.map((name, index) => {
    const { svg, width, height } = ART[name];
    const scale = 250 / Math.max(width, height);
    const data = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
    return `<image href="${data}" x="${(index % 5) * 256 + 3}" y="${Math.floor(index / 5) * 256 + 3}" width="${width * scale}" height="${height * scale}"/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="${sheetHeight(list)}"><rect width="100%" height="100%" fill="#ffffff"/>${cells.join('')}</svg>`;
}

function sheetHeight(list) {
  return Math.ceil(list.length / 5) * 256;
}
