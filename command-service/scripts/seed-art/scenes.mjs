import { linear, radial, shade, sparkle, stars, svgDocument } from './svg-kit.mjs';

/**
 * Backdrops and the composing of a picture: a backdrop (velvet for a product, a sky, a river at the
 * ghats, paper) and objects placed on it, each an `(options) => svg` drawn around (0, 0).
 */

/** A product photographed on velvet: a soft spotlight and a cloth it stands on. */
const velvet = (width, height, color) =>
  `<rect width="${width}" height="${height}" fill="url(#backdrop)"/><ellipse cx="${width / 2}" cy="${height * 0.84}" rx="${width * 0.46}" ry="${height * 0.1}" fill="${shade(color, 0.12)}" opacity="0.6"/>`;

const skyDefs = (stops) => linear('backdrop', stops);

/** Distant hills along the bottom. */
const hills = (width, height, color) =>
  `<path d="M0 ${height * 0.78} C${width * 0.15} ${height * 0.68} ${width * 0.3} ${height * 0.74} ${width * 0.45} ${height * 0.7} C${width * 0.62} ${height * 0.64} ${width * 0.8} ${height * 0.76} ${width} ${height * 0.7} V${height} H0Z" fill="${color}"/>`;

/** A river with the ghat steps on its far bank, and a boat. */
const ghats = (width, height, { water, steps, sunColor }) => {
  const bank = height * 0.62;
  const stepRows = [0, 1, 2, 3].map((i) => `<rect x="0" y="${bank - 10 - i * 8}" width="${width * (0.7 - i * 0.12)}" height="8" fill="${shade(steps, -0.08 * i)}"/>`).join('');
  const shrines = [0.12, 0.3, 0.48].map((x) => `<path d="M${width * x - 14} ${bank - 42} L${width * x} ${bank - 70} L${width * x + 14} ${bank - 42}Z" fill="${shade(steps, -0.25)}"/><rect x="${width * x - 16}" y="${bank - 42}" width="32" height="10" fill="${shade(steps, -0.2)}"/>`).join('');
  const glints = Array.from({ length: 6 }, (_, i) => `<rect x="${width * 0.62 - 40 + (i % 3) * 18}" y="${bank + 14 + i * 12}" width="${60 - i * 6}" height="3" rx="1.5" fill="${sunColor}" opacity="0.6"/>`).join('');
  const boat = `<path d="M${width * 0.78} ${bank + 50} h70 l-12 12 h-46z" fill="#3b2314"/><line x1="${width * 0.78 + 34}" y1="${bank + 50}" x2="${width * 0.78 + 34}" y2="${bank + 10}" stroke="#3b2314" stroke-width="3"/>`;
  return `<rect x="0" y="${bank}" width="${width}" height="${height - bank}" fill="${water}"/>${stepRows}${shrines}${glints}${boat}`;
};

/** Fireworks bursts over a night sky. */
const fireworks = (bursts) =>
  bursts.map(([x, y, color]) => Array.from({ length: 12 }, (_, i) => `<line x1="${x}" y1="${y}" x2="${x + 34 * Math.cos((i * Math.PI) / 6)}" y2="${y + 34 * Math.sin((i * Math.PI) / 6)}" stroke="${color}" stroke-width="3" stroke-linecap="round" stroke-dasharray="4 6"/>`).join('')).join('');

const BACKDROPS = {
  velvet: ({ width, height, color }) => ({ defs: radial('backdrop', [shade(color, 0.28), color, shade(color, -0.35)], { cy: 0.4, r: 0.75 }), body: velvet(width, height, color) }),
  sky: ({ width, height, stops, starCount = 0, hill, seed = 1 }) => ({
    defs: skyDefs(stops),
    body: `<rect width="${width}" height="${height}" fill="url(#backdrop)"/>${starCount ? stars(seed, starCount, { width, height: height * 0.7 }) : ''}${hill ? hills(width, height, hill) : ''}`,
  }),
  river: ({ width, height, stops, water, steps, sunColor = '#ffe066', starCount = 0, seed = 1 }) => ({
    defs: skyDefs(stops),
    body: `<rect width="${width}" height="${height}" fill="url(#backdrop)"/>${starCount ? stars(seed, starCount, { width, height: height * 0.55 }) : ''}${ghats(width, height, { water, steps, sunColor })}`,
  }),
  paper: ({ width, height, color }) => ({
    defs: radial('backdrop', [shade(color, 0.4), color], { r: 0.8 }),
    body: `<rect width="${width}" height="${height}" fill="url(#backdrop)"/><rect x="12" y="12" width="${width - 24}" height="${height - 24}" fill="none" stroke="${shade(color, -0.25)}" stroke-width="2" stroke-dasharray="2 8"/>`,
  }),
};

/**
 * One picture: `backdrop` is [kind, options], `items` are [draw, options, x, y, scale, rotate];
 * `extras` adds fireworks ([[x, y, colour]]) or sparkles ([[x, y, size]]).
 */
export function scene({ width, height, backdrop: [kind, options], items, fireworks: bursts = [], sparkles = [] }) {
  const { defs, body } = BACKDROPS[kind]({ width, height, ...options });
  const placed = items.map(([draw, drawOptions, x, y, scale = 1, rotate = 0], index) => `<g transform="translate(${x} ${y}) rotate(${rotate}) scale(${scale})">${draw({ id: `g${index}`, ...drawOptions })}</g>`);
  const glitter = sparkles.map(([x, y, size, color]) => sparkle(x, y, size, color));
  return svgDocument(width, height, `${body}${fireworks(bursts)}${placed.join('')}${glitter.join('')}`, defs);
}
