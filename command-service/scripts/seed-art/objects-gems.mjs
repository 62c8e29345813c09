import { onCircle, shade } from './svg-kit.mjs';

/**
 * Gemstones and beads, each drawn around (0, 0) in a box about 200 across. A faceted stone is its
 * outline (oval, round, cushion, pear, octagon) in rings of facets, lit from the top left.
 */
const OUTLINES = {
  oval: (t) => [Math.cos(t) * 90, Math.sin(t) * 68],
  round: (t) => [Math.cos(t) * 80, Math.sin(t) * 80],
  cushion: (t) => {
    const power = 0.55;
    const x = Math.sign(Math.cos(t)) * Math.abs(Math.cos(t)) ** power;
    const y = Math.sign(Math.sin(t)) * Math.abs(Math.sin(t)) ** power;
    return [x * 78, y * 72];
  },
  pear: (t) => {
    const x = Math.cos(t);
    const y = Math.sin(t);
    // A teardrop: narrower towards the top.
    return [x * 66 * (0.62 + 0.38 * (1 + y) / 2) * (1 + 0.25 * y), y * 88];
  },
  octagon: (t) => {
    const corner = Math.PI / 8;
    const step = Math.PI / 4;
    const base = Math.floor((t + corner) / step) * step;
    const offset = t - base;
    const r = 84 / Math.cos(offset);
    return [Math.cos(t) * r * 0.98, Math.sin(t) * r * 0.74];
  },
};

const point = ([x, y], scale = 1) => `${(x * scale).toFixed(1)},${(y * scale).toFixed(1)}`;

/** A faceted gem of a colour; `facets` around the girdle. */
export function gem({ cut = 'oval', color = '#c2185b', facets = 12 }) {
  const outline = OUTLINES[cut];
  const angles = Array.from({ length: facets }, (_, index) => (index / facets) * Math.PI * 2);
  const outer = angles.map((t) => outline(t));
  const middle = angles.map((t) => outline(t + Math.PI / facets)).map(([x, y]) => [x * 0.72, y * 0.72]);
  const table = angles.map((t) => outline(t)).map(([x, y]) => [x * 0.45, y * 0.45]);
  // Light from the top left: a facet facing it is lighter.
  const lit = (x, y) => shade(color, Math.max(-0.45, Math.min(0.45, (-x - y) / 260)));
  const polygons = [];
  for (let index = 0; index < facets; index += 1) {
    const next = (index + 1) % facets;
    const [ox, oy] = outer[index];
    polygons.push(`<polygon points="${point(outer[index])} ${point(outer[next])} ${point(middle[index])}" fill="${lit(ox + 10, oy + 10)}"/>`);
    polygons.push(`<polygon points="${point(middle[index])} ${point(outer[next])} ${point(table[next])} ${point(table[index])}" fill="${lit(-ox * 0.6 + 20, -oy * 0.6 + 20)}"/>`);
  }
  const edges = `<polygon points="${outer.map((p) => point(p)).join(' ')}" fill="none" stroke="${shade(color, -0.55)}" stroke-width="2"/>`;
  const top = `<polygon points="${table.map((p) => point(p)).join(' ')}" fill="${shade(color, 0.18)}" stroke="${shade(color, 0.45)}" stroke-width="1.2"/>`;
  const glint = `<path d="M-30 -30 l10 -4 l-6 12z" fill="#ffffff" opacity="0.75"/><circle cx="22" cy="-18" r="3" fill="#ffffff" opacity="0.6"/>`;
  return `<ellipse cx="0" cy="86" rx="70" ry="10" fill="#000" opacity="0.18"/>${polygons.join('')}${top}${edges}${glint}`;
}

/** A lustrous pearl. */
export function pearl({ id, tint = '#f3e9ef' }) {
  return `<defs><radialGradient id="${id}" cx="0.35" cy="0.32" r="0.75"><stop offset="0" stop-color="#ffffff"/><stop offset="0.55" stop-color="${tint}"/><stop offset="1" stop-color="${shade(tint, -0.3)}"/></radialGradient></defs>` +
    `<ellipse cx="0" cy="78" rx="60" ry="9" fill="#000" opacity="0.18"/><circle r="74" fill="url(#${id})"/><ellipse cx="-26" cy="-30" rx="16" ry="10" fill="#ffffff" opacity="0.8" transform="rotate(-35 -26 -30)"/>`;
}

/** A polished coral capsule (moonga). */
export function coral({ id, color = '#e8553e' }) {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(color, 0.35)}"/><stop offset="0.5" stop-color="${color}"/><stop offset="1" stop-color="${shade(color, -0.35)}"/></linearGradient></defs>` +
    `<ellipse cx="0" cy="62" rx="80" ry="9" fill="#000" opacity="0.18"/><rect x="-92" y="-52" width="184" height="104" rx="52" fill="url(#${id})"/><rect x="-62" y="-40" width="90" height="14" rx="7" fill="#ffffff" opacity="0.45"/>`;
}

/** One rudraksha bead: a brown, knobbly seed with its faces (mukhi) as grooves. */
export function rudrakshaBead({ faces = 5, radius = 70 }) {
  const knobs = [];
  for (let ring = 1; ring <= 4; ring += 1) {
    const r = (radius * ring) / 4.6;
    const count = ring * 9;
    for (let index = 0; index < count; index += 1) {
      const [x, y] = onCircle(0, 0, r, (index * 360) / count + ring * 7);
      knobs.push(`<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(radius / 16).toFixed(1)}" fill="#8a4b22"/>`);
    }
  }
  const grooves = Array.from({ length: faces }, (_, index) => {
    const angle = (index * 180) / faces - 90 + (faces === 1 ? 90 : 0);
    const bend = Math.sin((angle * Math.PI) / 180) * radius;
    return `<path d="M0 ${-radius} Q${bend.toFixed(1)} 0 0 ${radius}" stroke="#3b1a08" stroke-width="${(radius / 18).toFixed(1)}" fill="none"/>`;
  }).join('');
  return `<ellipse cx="0" cy="${radius + 8}" rx="${radius * 0.8}" ry="${radius / 8}" fill="#000" opacity="0.2"/><circle r="${radius}" fill="#6b3416"/>${knobs.join('')}${grooves}<circle r="${radius / 9}" cx="0" cy="${-radius + 4}" fill="#2b1205"/><circle cx="${-radius / 3}" cy="${-radius / 3}" r="${radius / 4}" fill="#ffffff" opacity="0.12"/>`;
}

/** A mala of beads laid in an oval, with its guru bead and tassel. */
export function mala({ bead = '#6b3416', highlight = '#a8643a', tassel = '#d9480f', count = 40, thread = '#c92a2a' }) {
  const beads = [];
  for (let index = 0; index < count; index += 1) {
    const t = (index / count) * Math.PI * 2 + Math.PI / 2 + 0.12;
    if (Math.abs(t - Math.PI / 2 - Math.PI * 2) < 0.1) continue;
    const x = Math.cos(t) * 84;
    const y = Math.sin(t) * 62 - 14;
    beads.push(`<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="8.5" fill="${bead}"/><circle cx="${(x - 2.6).toFixed(1)}" cy="${(y - 2.6).toFixed(1)}" r="2.6" fill="${highlight}"/>`);
  }
  const tail = `<path d="M0 48 L0 70" stroke="${thread}" stroke-width="3"/><circle cx="0" cy="58" r="11" fill="${bead}"/><circle cx="-3" cy="55" r="3" fill="${highlight}"/>` +
    `<path d="M-10 72 L10 72 L16 104 L-16 104Z" fill="${tassel}"/>${[-10, -4, 2, 8].map((x) => `<line x1="${x}" y1="80" x2="${x * 1.4}" y2="104" stroke="${shade(tassel, -0.3)}" stroke-width="1.6"/>`).join('')}<rect x="-11" y="70" width="22" height="6" rx="3" fill="#f2c14e"/>`;
  return `<ellipse cx="0" cy="100" rx="86" ry="8" fill="#000" opacity="0.15"/><ellipse cx="0" cy="-14" rx="84" ry="62" fill="none" stroke="${thread}" stroke-width="2"/>${beads.join('')}${tail}`;
}
