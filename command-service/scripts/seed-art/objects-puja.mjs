import { onCircle, polygon, shade } from './svg-kit.mjs';

/** Things of worship, each drawn around (0, 0) in a box about 200 across. */

/** A flame with its glow; `id` names its gradient. */
export const flame = (id, x, y, size = 1) =>
  `<defs><radialGradient id="${id}" cx="0.5" cy="0.7" r="0.6"><stop offset="0" stop-color="#fff9db"/><stop offset="0.45" stop-color="#ffd43b"/><stop offset="1" stop-color="#f76707"/></radialGradient></defs>` +
  `<g transform="translate(${x} ${y}) scale(${size})"><circle cy="-10" r="34" fill="#ffd43b" opacity="0.18"/><path d="M0 -44 C12 -26 16 -12 10 0 C6 8 -6 8 -10 0 C-16 -12 -10 -26 0 -44Z" fill="url(#${id})"/></g>`;

/** A clay diya with its flame; `brass` makes it a polished brass lamp on a stand. */
export function diya({ id, brass = false }) {
  const clay = brass ? '#d4a017' : '#b5541c';
  const bowl = `<path d="M-70 0 C-60 36 60 36 70 0 C50 8 -50 8 -70 0Z" fill="${shade(clay, -0.15)}"/><path d="M-70 0 C-40 -10 40 -10 70 0 C50 8 -50 8 -70 0Z" fill="${shade(clay, 0.15)}"/><path d="M60 -2 C74 -10 84 -10 88 -6 C80 0 72 4 62 4Z" fill="${clay}"/>`;
  const stand = brass
    ? `<path d="M-14 28 L-8 70 L8 70 L14 28Z" fill="${shade(clay, -0.1)}"/><ellipse cy="46" rx="18" ry="6" fill="${shade(clay, 0.2)}"/><ellipse cy="76" rx="46" ry="12" fill="${shade(clay, -0.2)}"/><ellipse cy="72" rx="46" ry="12" fill="${clay}"/>`
    : '';
  const pattern = brass ? '' : `<path d="M-40 16 Q-30 24 -20 16 Q-10 24 0 16 Q10 24 20 16 Q30 24 40 16" stroke="#ffd8a8" stroke-width="2.4" fill="none"/>`;
  return `<ellipse cx="0" cy="${brass ? 84 : 34}" rx="80" ry="9" fill="#000" opacity="0.2"/>${stand}${bowl}${pattern}${flame(id, 80, -8, 0.9)}`;
}

/** A copper kalash with mango leaves and a coconut. */
export function kalash({ metal = '#c0652b' }) {
  const leaves = [-60, -35, -12, 12, 35, 60].map((angle) => `<path d="M0 -40 C-10 -70 -6 -96 0 -110 C6 -96 10 -70 0 -40Z" fill="#2f9e44" stroke="#1b6e30" stroke-width="1.5" transform="rotate(${angle} 0 -40)"/>`).join('');
  return `<ellipse cx="0" cy="96" rx="70" ry="9" fill="#000" opacity="0.2"/>${leaves}` +
    `<ellipse cx="0" cy="-60" rx="30" ry="36" fill="#8c5a2b"/><path d="M-20 -86 C-10 -94 10 -94 20 -86" stroke="#5c3a17" stroke-width="3" fill="none"/><circle cx="0" cy="-96" r="5" fill="#c92a2a"/>` +
    `<path d="M-34 -30 L34 -30 L26 -14 C70 0 74 70 30 90 L-30 90 C-74 70 -70 0 -26 -14Z" fill="${metal}"/><ellipse cx="0" cy="-30" rx="36" ry="8" fill="${shade(metal, 0.25)}"/>` +
    `<path d="M-52 24 Q0 40 52 24" stroke="#e03131" stroke-width="5" fill="none"/><path d="M-52 32 Q0 48 52 32" stroke="#ffd43b" stroke-width="3" fill="none"/>` +
    `<circle cx="0" cy="58" r="12" fill="none" stroke="#ffd43b" stroke-width="3"/><circle cx="0" cy="58" r="4" fill="#e03131"/><path d="M-34 0 C-46 20 -44 50 -28 70" stroke="#ffffff" stroke-width="6" opacity="0.25" fill="none"/>`;
}

/** A nagara temple: a curved shikhara with bands, a mandapa, steps and a flag. */
export function temple({ stone = '#e9c46a', flag = '#f76707' }) {
  const dark = shade(stone, -0.25);
  const bands = [-70, -50, -30, -10, 10].map((y) => `<path d="M${-46 + (y + 90) * 0.05} ${y} H${46 - (y + 90) * 0.05}" stroke="${dark}" stroke-width="3"/>`).join('');
  return `<ellipse cx="0" cy="98" rx="100" ry="8" fill="#000" opacity="0.18"/>` +
    `<path d="M0 -128 L4 -116 L4 -104 L-4 -104 L-4 -116Z" fill="#f2c14e"/><path d="M2 -128 L2 -160 L34 -150 L2 -140" fill="${flag}" stroke="#5c3a17" stroke-width="1.5"/>` +
    `<ellipse cx="0" cy="-100" rx="16" ry="7" fill="${shade(stone, 0.1)}" stroke="${dark}" stroke-width="2"/>` +
    `<path d="M-50 30 C-48 -30 -30 -80 0 -96 C30 -80 48 -30 50 30Z" fill="${stone}" stroke="${dark}" stroke-width="2"/>${bands}<path d="M0 -94 L0 30" stroke="${dark}" stroke-width="2" opacity="0.5"/>` +
    `<path d="M-96 40 L-60 14 L60 14 L96 40Z" fill="${shade(stone, -0.1)}" stroke="${dark}" stroke-width="2"/>` +
    `<rect x="-90" y="40" width="180" height="46" fill="${shade(stone, 0.12)}" stroke="${dark}" stroke-width="2"/>` +
    [-70, -42, 42, 70].map((x) => `<rect x="${x - 5}" y="44" width="10" height="42" fill="${shade(stone, -0.12)}"/>`).join('') +
    `<path d="M-18 86 L-18 58 Q0 40 18 58 L18 86Z" fill="#5c3a17"/><circle cx="0" cy="70" r="4" fill="#ffd43b"/>` +
    `<rect x="-104" y="86" width="208" height="6" fill="${dark}"/><rect x="-112" y="92" width="224" height="6" fill="${shade(stone, -0.35)}"/>`;
}

/** A copper havan kund, stepped, with the sacred fire burning in it. */
export function havanKund({ id }) {
  const copper = '#b8662f';
  const tiers = [0, 1, 2].map((index) => {
    const top = -10 + index * 24;
    const half = 96 - index * 14;
    return `<path d="M${-half} ${top} L${half} ${top} L${half - 12} ${top + 24} L${-half + 12} ${top + 24}Z" fill="${shade(copper, -0.08 * index)}" stroke="${shade(copper, -0.4)}" stroke-width="2"/>`;
  }).join('');
  const wood = [-40, -14, 14, 40].map((x, index) => `<rect x="${x - 26}" y="-18" width="52" height="10" rx="5" fill="#6b3d1b" transform="rotate(${index % 2 ? 12 : -12} ${x} -13)"/>`).join('');
  const fire = `<defs><linearGradient id="${id}" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="#f03e3e"/><stop offset="0.5" stop-color="#ff922b"/><stop offset="1" stop-color="#ffe066"/></linearGradient></defs>` +
    `<path d="M-60 -14 C-70 -50 -40 -60 -44 -96 C-24 -74 -22 -60 -14 -70 C-12 -100 4 -118 0 -150 C26 -118 28 -90 22 -70 C34 -80 36 -96 34 -110 C58 -80 70 -44 60 -14Z" fill="url(#${id})"/>` +
    `<path d="M-30 -14 C-34 -40 -10 -50 -4 -84 C14 -60 30 -40 30 -14Z" fill="#fff3bf" opacity="0.85"/>`;
  return `<ellipse cx="0" cy="66" rx="104" ry="10" fill="#000" opacity="0.22"/><circle cy="-60" r="110" fill="#ffa94d" opacity="0.12"/>${fire}${wood}${tiers}` +
    `<path d="M-96 -10 L96 -10" stroke="${shade(copper, 0.35)}" stroke-width="3"/>`;
}

/** A stone Shivling on its base, with tripundra and bel leaves. */
export function shivling({ stone = '#3d3a4b' }) {
  const base = shade(stone, 0.12);
  const leaf = (x, y, angle) => `<g transform="translate(${x} ${y}) rotate(${angle})">${[-34, 0, 34].map((a) => `<path d="M0 0 C-8 -10 -8 -26 0 -34 C8 -26 8 -10 0 0Z" fill="#2f9e44" transform="rotate(${a})"/>`).join('')}</g>`;
  return `<ellipse cx="0" cy="90" rx="96" ry="10" fill="#000" opacity="0.22"/>` +
    `<path d="M-80 40 L80 40 L70 84 L-70 84Z" fill="${shade(base, -0.1)}"/><ellipse cx="0" cy="40" rx="84" ry="22" fill="${base}"/><path d="M70 36 L116 30 L118 44 L76 50Z" fill="${base}"/>` +
    `<path d="M-40 38 L-40 -40 C-40 -96 40 -96 40 -40 L40 38Z" fill="${stone}"/><path d="M-28 -60 C-24 -80 -6 -88 6 -86" stroke="#ffffff" stroke-width="5" opacity="0.18" fill="none"/>` +
    `<g stroke="#f8f1e5" stroke-width="4" stroke-linecap="round"><path d="M-30 -40 H30"/><path d="M-32 -30 H32"/><path d="M-30 -20 H30"/></g><circle cx="0" cy="-30" r="5" fill="#e03131"/>` +
    `${leaf(-52, 36, -20)}${leaf(46, 40, 24)}<circle cx="-8" cy="34" r="8" fill="#ff922b"/><circle cx="8" cy="36" r="7" fill="#fcc419"/>`;
}

/** Incense sticks in a wooden holder, with their smoke. */
export function incense({ holder = '#8b5a2b' }) {
  const sticks = [-14, 0, 14].map((angle, index) => `<g transform="rotate(${angle} 0 40)"><line x1="0" y1="40" x2="0" y2="-70" stroke="#5c3a17" stroke-width="4"/><line x1="0" y1="-20" x2="0" y2="-70" stroke="#a0522d" stroke-width="5"/><circle cx="0" cy="-72" r="3.2" fill="#ff6b3d"/><path d="M0 -76 C-12 -96 12 -112 0 -132 C-14 -150 8 -164 -4 -${184 + index * 8}" stroke="#dee2e6" stroke-width="3" fill="none" opacity="0.7" stroke-linecap="round"/></g>`).join('');
  return `<ellipse cx="0" cy="62" rx="96" ry="8" fill="#000" opacity="0.2"/>${sticks}<path d="M-96 40 Q0 70 96 40 L88 54 Q0 84 -88 54Z" fill="${holder}"/><path d="M-96 40 Q0 56 96 40" stroke="${shade(holder, 0.3)}" stroke-width="3" fill="none"/>`;
}

/** A closed book, standing, with an ornament on its cover. */
export function book({ cover = '#c92a2a', ornament = '#f2c14e', pages = '#fff8e7' }) {
  return `<ellipse cx="4" cy="98" rx="84" ry="8" fill="#000" opacity="0.2"/>` +
    `<path d="M-64 -90 L66 -90 L66 92 L-64 92Z" fill="${pages}"/><path d="M-70 -96 L58 -96 L58 88 L-70 88Z" fill="${cover}"/><rect x="-70" y="-96" width="16" height="184" fill="${shade(cover, -0.25)}"/>` +
    `<rect x="-42" y="-78" width="88" height="148" fill="none" stroke="${ornament}" stroke-width="3"/><circle cx="2" cy="-8" r="28" fill="none" stroke="${ornament}" stroke-width="3"/>` +
    `<polygon points="${polygon(2, -8, 22, 8, { inner: 10 })}" fill="${ornament}"/>${[-60, 60].map((y) => `<line x1="-28" y1="${y}" x2="32" y2="${y}" stroke="${ornament}" stroke-width="3"/>`).join('')}`;
}

/** Sri Yantra engraved on a copper plate: gates, lotus petals and the interlocking triangles. */
export function shreeYantra({ metal = '#c87533' }) {
  const line = shade(metal, -0.45);
  const gate = 'M-90 -90 H-18 V-100 H18 V-90 H90 V-18 H100 V18 H90 V90 H18 V100 H-18 V90 H-90 V18 H-100 V-18 H-90Z';
  const petals = (count, r1, r2) => Array.from({ length: count }, (_, index) => {
    const [x1, y1] = onCircle(0, 0, r1, (index * 360) / count);
    const [x2, y2] = onCircle(0, 0, r1, ((index + 1) * 360) / count);
    const [tx, ty] = onCircle(0, 0, r2, ((index + 0.5) * 360) / count);
    return `<path d="M${x1.toFixed(1)} ${y1.toFixed(1)} Q${tx.toFixed(1)} ${ty.toFixed(1)} ${x2.toFixed(1)} ${y2.toFixed(1)}" fill="none" stroke="${line}" stroke-width="1.6"/>`;
  }).join('');
  const up = [[-46, 30, 46, 30, 0, -50], [-38, 18, 38, 18, 0, -40], [-30, 8, 30, 8, 0, -28], [-18, -2, 18, -2, 0, -16]];
  const down = [[-46, -30, 46, -30, 0, 50], [-40, -20, 40, -20, 0, 40], [-32, -10, 32, -10, 0, 30], [-22, 0, 22, 0, 0, 20], [-12, 8, 12, 8, 0, 12]];
  const triangles = [...up, ...down].map((p) => `<polygon points="${p[0]},${p[1]} ${p[2]},${p[3]} ${p[4]},${p[5]}" fill="none" stroke="${line}" stroke-width="1.8"/>`).join('');
  return `<rect x="-112" y="-112" width="224" height="224" rx="10" fill="${metal}"/><rect x="-112" y="-112" width="224" height="224" rx="10" fill="none" stroke="${shade(metal, 0.3)}" stroke-width="4"/>` +
    `<path d="${gate}" fill="${shade(metal, 0.1)}" stroke="${line}" stroke-width="2.2"/><circle r="80" fill="none" stroke="${line}" stroke-width="2"/><circle r="76" fill="none" stroke="${line}" stroke-width="1.4"/>` +
    `${petals(16, 60, 76)}${petals(8, 52, 66)}<circle r="60" fill="none" stroke="${line}" stroke-width="1.6"/><circle r="52" fill="${shade(metal, 0.18)}" stroke="${line}" stroke-width="1.6"/>${triangles}<circle r="3" fill="#c92a2a"/>`;
}

/** The Navgraha yantra: a brass plate with the 3 × 3 magic square of the nine planets. */
export function navgrahaYantra({ metal = '#d4a017' }) {
  const line = shade(metal, -0.5);
  const square = [[2, 7, 6], [9, 5, 1], [4, 3, 8]];
  const cells = square.flatMap((row, r) => row.map((n, c) => `<text x="${-50 + c * 50}" y="${-50 + r * 50 + 12}" font-family="DejaVu Serif, serif" font-size="34" font-weight="bold" text-anchor="middle" fill="${line}">${n}</text>`)).join('');
  const grid = [-25, 25].map((v) => `<line x1="${v}" y1="-75" x2="${v}" y2="75" stroke="${line}" stroke-width="2.4"/><line x1="-75" y1="${v}" x2="75" y2="${v}" stroke="${line}" stroke-width="2.4"/>`).join('');
  const corners = [[-96, -96], [96, -96], [-96, 96], [96, 96]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="8" fill="none" stroke="${line}" stroke-width="2"/><circle cx="${x}" cy="${y}" r="2.5" fill="${line}"/>`).join('');
  return `<rect x="-112" y="-112" width="224" height="224" rx="8" fill="${metal}"/><rect x="-104" y="-104" width="208" height="208" fill="none" stroke="${line}" stroke-width="2"/>` +
    `<rect x="-75" y="-75" width="150" height="150" fill="${shade(metal, 0.15)}" stroke="${line}" stroke-width="3"/>${grid}${cells}${corners}`;
}

/** An aarti thali: a brass plate with a diya, flowers, kumkum and rice. */
export function aartiThali({ id }) {
  const flowers = [[-50, 10, '#ff922b'], [-34, 30, '#fcc419'], [44, 26, '#ff922b'], [56, 4, '#fcc419'], [-56, -14, '#e64980']]
    .map(([x, y, color]) => `<g transform="translate(${x} ${y})">${[0, 72, 144, 216, 288].map((a) => `<ellipse cx="0" cy="-6" rx="4" ry="7" fill="${color}" transform="rotate(${a})"/>`).join('')}<circle r="3" fill="#f08c00"/></g>`).join('');
  return `<ellipse cx="0" cy="24" rx="108" ry="46" fill="#000" opacity="0.18"/><ellipse cx="0" cy="10" rx="104" ry="44" fill="#b8860b"/><ellipse cx="0" cy="4" rx="96" ry="38" fill="#e0b43c"/><ellipse cx="0" cy="4" rx="80" ry="30" fill="none" stroke="#b8860b" stroke-width="2"/>` +
    `${flowers}<ellipse cx="30" cy="-12" rx="12" ry="6" fill="#c92a2a"/><ellipse cx="-20" cy="-16" rx="12" ry="6" fill="#fff3bf"/>` +
    `<path d="M-24 0 C-20 18 20 18 24 0 C14 4 -14 4 -24 0Z" fill="#b5541c"/><path d="M-24 0 C-12 -6 12 -6 24 0 C14 4 -14 4 -24 0Z" fill="#d9742f"/>${flame(id, 0, -2, 0.7)}`;
}

/** A pink lotus in bloom, with a pad. */
export function lotus({ petal = '#f783ac' }) {
  const ring = (count, length, width, color, rotate = 0) => Array.from({ length: count }, (_, index) => `<path d="M0 0 C${-width} ${-length * 0.4} ${-width * 0.6} ${-length * 0.85} 0 ${-length} C${width * 0.6} ${-length * 0.85} ${width} ${-length * 0.4} 0 0Z" fill="${color}" stroke="${shade(color, -0.25)}" stroke-width="1.2" transform="rotate(${rotate + (index - (count - 1) / 2) * (150 / count)})"/>`).join('');
  return `<ellipse cx="0" cy="40" rx="100" ry="22" fill="#2b8a3e"/><path d="M0 40 L100 36" stroke="#1b6e30" stroke-width="2"/>` +
    `<g transform="translate(0 30)">${ring(7, 96, 26, shade(petal, -0.1))}${ring(5, 80, 24, petal)}${ring(3, 62, 20, shade(petal, 0.25))}<ellipse cy="-4" rx="18" ry="8" fill="#fcc419"/></g>`;
}

/** A rangoli: rings of coloured petals around a diya. */
export function rangoli({ colors = ['#e64980', '#fab005', '#12b886', '#7950f2', '#fd7e14'] }) {
  const rings = colors.map((color, ring) => {
    const count = 8 + ring * 4;
    const r = 96 - ring * 18;
    return Array.from({ length: count }, (_, index) => {
      const [x, y] = onCircle(0, 0, r, (index * 360) / count);
      return `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="${(10 - ring).toFixed(1)}" ry="${(16 - ring * 2).toFixed(1)}" fill="${color}" transform="rotate(${(index * 360) / count} ${x.toFixed(1)} ${y.toFixed(1)})"/>`;
    }).join('');
  }).join('');
  return `<circle r="112" fill="#fff4e6" opacity="0.25"/>${rings}<circle r="14" fill="#fff4e6"/>`;
}

/** Hanuman's mace (gada), gold. */
export function gada() {
  const ridges = [-40, -20, 0, 20, 40].map((x) => `<path d="M${x} -100 Q${x * 1.6} -56 ${x} -12" stroke="#b8860b" stroke-width="3" fill="none"/>`).join('');
  return `<ellipse cx="0" cy="100" rx="50" ry="7" fill="#000" opacity="0.2"/><rect x="-9" y="-10" width="18" height="106" rx="6" fill="#b8860b"/>${[14, 44, 74].map((y) => `<rect x="-13" y="${y}" width="26" height="8" rx="3" fill="#f2c14e"/>`).join('')}` +
    `<ellipse cx="0" cy="-56" rx="52" ry="48" fill="#f2c14e"/>${ridges}<circle cx="0" cy="-110" r="10" fill="#f2c14e"/><ellipse cx="-18" cy="-76" rx="12" ry="8" fill="#fff3bf" opacity="0.7"/>`;
}
