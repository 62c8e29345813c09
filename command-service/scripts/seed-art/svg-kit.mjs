/** Small helpers the seed illustrations share: SVG documents, gradients, colour shades, stars. */

/** A whole SVG document of the given size. */
export const svgDocument = (width, height, body, defs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;

export const linear = (id, stops, { x1 = 0, y1 = 0, x2 = 0, y2 = 1 } = {}) =>
  `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops.map((color, index) => `<stop offset="${index / Math.max(1, stops.length - 1)}" stop-color="${color}"/>`).join('')}</linearGradient>`;

export const radial = (id, stops, { cx = 0.5, cy = 0.5, r = 0.5 } = {}) =>
  `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops.map((color, index) => `<stop offset="${index / Math.max(1, stops.length - 1)}" stop-color="${color}"/>`).join('')}</radialGradient>`;

const clamp = (value) => Math.max(0, Math.min(255, Math.round(value)));

/** A colour made darker (amount < 0) or lighter (amount > 0), -1…1. */
export function shade(hex, amount) {
  const value = parseInt(hex.slice(1), 16);
  const channels = [value >> 16, (value >> 8) & 255, value & 255];
  const mixed = channels.map((channel) => clamp(amount < 0 ? channel * (1 + amount) : channel + (255 - channel) * amount));
  return `#${mixed.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/** A repeatable sequence of numbers in [0, 1), so every run draws the same stars. */
export function seeded(seed) {
  let state = seed >>> 0 || 1;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Small stars scattered over a box (night skies). */
export function stars(seed, count, { width, height, top = 0, color = '#fff8e1' }) {
  const random = seeded(seed);
  return Array.from({ length: count }, () => {
    const x = (random() * width).toFixed(1);
    const y = (top + random() * (height - top)).toFixed(1);
    const r = (0.6 + random() * 1.6).toFixed(1);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="${color}" opacity="${(0.45 + random() * 0.5).toFixed(2)}"/>`;
  }).join('');
}

/** A four-pointed sparkle. */
export const sparkle = (x, y, size, color = '#fff3c4') =>
  `<path d="M${x} ${y - size} Q${x + size * 0.18} ${y - size * 0.18} ${x + size} ${y} Q${x + size * 0.18} ${y + size * 0.18} ${x} ${y + size} Q${x - size * 0.18} ${y + size * 0.18} ${x - size} ${y} Q${x - size * 0.18} ${y - size * 0.18} ${x} ${y - size}Z" fill="${color}"/>`;

/** Points of a regular polygon (or a star, with an inner radius) around a centre. */
export function polygon(cx, cy, radius, sides, { rotate = -90, inner } = {}) {
  const points = [];
  const count = inner ? sides * 2 : sides;
  for (let index = 0; index < count; index += 1) {
    const angle = ((rotate + (360 / count) * index) * Math.PI) / 180;
    const r = inner && index % 2 === 1 ? inner : radius;
    points.push(`${(cx + r * Math.cos(angle)).toFixed(1)},${(cy + r * Math.sin(angle)).toFixed(1)}`);
  }
  return points.join(' ');
}

/** x, y on a circle, angle in degrees from the top, clockwise. */
export const onCircle = (cx, cy, r, degrees) => {
  const angle = ((degrees - 90) * Math.PI) / 180;
  return [cx + r * Math.cos(angle), cy + r * Math.sin(angle)];
};
