import { flame } from './objects-puja.mjs';
import { shade } from './svg-kit.mjs';

/** Everyday things of a home, around (0, 0) in a box about 200 across. */

/** An earthen chulha with a pot on the fire: the kitchen's Agni. */
export function chulha({ id }) {
  return `<ellipse cx="0" cy="96" rx="110" ry="9" fill="#000" opacity="0.2"/><path d="M-96 20 L96 20 L84 92 L-84 92Z" fill="#a0522d"/><path d="M-30 92 L-30 56 Q0 30 30 56 L30 92Z" fill="#2b1205"/>${flame(`${id}-a`, -10, 80, 0.7)}${flame(`${id}-b`, 12, 82, 0.55)}` +
    `<rect x="-96" y="14" width="192" height="10" rx="4" fill="#8b4513"/><path d="M-62 14 C-70 -40 -40 -70 0 -70 C40 -70 70 -40 62 14Z" fill="#6c757d"/><ellipse cx="0" cy="-66" rx="44" ry="10" fill="${shade('#6c757d', 0.3)}"/><path d="M-20 -84 C-26 -100 -12 -108 -18 -124 M10 -84 C4 -100 18 -108 12 -124" stroke="#dee2e6" stroke-width="4" fill="none" stroke-linecap="round" opacity="0.8"/>`;
}

/** A row of clay diyas, for festival nights. */
export function diyaRow({ id, count = 7, spacing = 70 }) {
  const start = (-(count - 1) * spacing) / 2;
  return Array.from({ length: count }, (_, index) => {
    const x = start + index * spacing;
    return `<g transform="translate(${x} 0) scale(0.45)"><path d="M-70 0 C-60 36 60 36 70 0Z" fill="#9c4418"/><path d="M-70 0 C-40 -10 40 -10 70 0 C50 8 -50 8 -70 0Z" fill="#d9742f"/>${flame(`${id}-${index}`, 0, -6, 1)}</g>`;
  }).join('');
}
