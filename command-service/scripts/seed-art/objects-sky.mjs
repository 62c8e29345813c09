import { onCircle, polygon, seeded, shade, sparkle } from './svg-kit.mjs';

/** Planets, the Moon, the Sun and the signs astrologers read, around (0, 0) in a box about 200 across. */

const sphere = (id, color) =>
  `<defs><radialGradient id="${id}" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="${shade(color, 0.35)}"/><stop offset="0.6" stop-color="${color}"/><stop offset="1" stop-color="${shade(color, -0.45)}"/></radialGradient></defs>`;

/** Saturn with its rings. */
export function saturn({ id, color = '#d8b26e' }) {
  const ring = (half) => `<path d="M-150 ${half ? 0 : 0} A150 34 0 0 ${half ? 1 : 0} 150 0" fill="none" stroke="#c9a15a" stroke-width="14" opacity="0.9" transform="rotate(-16)"/><path d="M-130 0 A130 27 0 0 ${half ? 1 : 0} 130 0" fill="none" stroke="#efd9a7" stroke-width="6" transform="rotate(-16)"/>`;
  return `${sphere(id, color)}${ring(false)}<circle r="76" fill="url(#${id})"/>${[-30, -6, 20].map((y) => `<path d="M-70 ${y} Q0 ${y + 12} 70 ${y}" stroke="${shade(color, -0.15)}" stroke-width="6" fill="none" opacity="0.6"/>`).join('')}${ring(true)}`;
}

/** Jupiter with its bands and the great red spot. */
export function jupiter({ id }) {
  const bands = [[-50, '#c08552'], [-22, '#e6c79c'], [6, '#b5703f'], [34, '#e6c79c'], [58, '#c08552']]
    .map(([y, color]) => `<path d="M-96 ${y} Q0 ${y + 14} 96 ${y}" stroke="${color}" stroke-width="14" fill="none"/>`).join('');
  return `${sphere(id, '#d9a066')}<clipPath id="${id}-clip"><circle r="92"/></clipPath><circle r="92" fill="url(#${id})"/><g clip-path="url(#${id}-clip)" opacity="0.85">${bands}<ellipse cx="30" cy="24" rx="18" ry="10" fill="#a23b22"/></g><circle r="92" fill="url(#${id})" opacity="0.35"/>`;
}

/** A rocky planet (Mars, Mercury) with craters. */
export function rockyPlanet({ id, color = '#c2452d', seed = 7 }) {
  const random = seeded(seed);
  const craters = Array.from({ length: 7 }, () => {
    const [x, y] = onCircle(0, 0, random() * 60, random() * 360);
    return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(5 + random() * 10).toFixed(1)}" fill="${shade(color, -0.25)}" opacity="0.7"/>`;
  }).join('');
  return `${sphere(id, color)}<circle r="86" fill="url(#${id})"/>${craters}`;
}

/** The Moon: full, or a crescent (the rest masked away, so any sky shows through). */
export function moon({ id, phase = 'full' }) {
  const random = seeded(11);
  const craters = Array.from({ length: 8 }, () => {
    const [x, y] = onCircle(0, 0, random() * 62, random() * 360);
    return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(4 + random() * 12).toFixed(1)}" fill="#c9c6bd" opacity="0.7"/>`;
  }).join('');
  const glow = `<circle r="108" fill="#fff9db" opacity="0.12"/>`;
  const disc = `<circle r="86" fill="url(#${id})"/>${craters}`;
  if (phase !== 'crescent') return `${sphere(id, '#ecebe4')}${glow}${disc}`;
  const mask = `<mask id="${id}-crescent"><circle r="90" fill="#ffffff"/><circle cx="40" cy="-22" r="82" fill="#000000"/></mask>`;
  return `${sphere(id, '#ecebe4')}<defs>${mask}</defs><g mask="url(#${id}-crescent)">${glow}${disc}</g>`;
}

/** The Sun with its rays. */
export function sun({ id, color = '#ffb703' }) {
  const rays = Array.from({ length: 16 }, (_, index) => `<polygon points="-8,-92 8,-92 0,-122" fill="${shade(color, 0.15)}" transform="rotate(${index * 22.5})"/>`).join('');
  return `${sphere(id, color)}<circle r="120" fill="${color}" opacity="0.15"/>${rays}<circle r="84" fill="url(#${id})"/>`;
}

/** An eclipse: the dark disc of Rahu over the Sun, with its corona. */
export function eclipse({ id }) {
  return `<defs><radialGradient id="${id}"><stop offset="0.55" stop-color="#fff3bf"/><stop offset="0.7" stop-color="#ffa94d" stop-opacity="0.7"/><stop offset="1" stop-color="#ff6b6b" stop-opacity="0"/></radialGradient></defs><circle r="130" fill="url(#${id})"/><circle r="78" fill="#12122a"/><circle cx="-58" cy="-44" r="8" fill="#fff9db"/>`;
}

/** A North Indian kundli chart on paper. */
export function kundliChart({ ink = '#7f1d1d', paper = '#fff8e7' }) {
  const s = 90;
  const labels = [['La', 0, -44], ['Su', -44, -70], ['Mo', 44, -70], ['Ma', -70, 0], ['Ju', 70, 0], ['Sa', 0, 44], ['Ra', -44, 70], ['Ke', 44, 70]]
    .map(([text, x, y]) => `<text x="${x}" y="${y + 6}" font-family="DejaVu Sans, sans-serif" font-size="15" text-anchor="middle" fill="${ink}">${text}</text>`).join('');
  return `<rect x="${-s - 14}" y="${-s - 14}" width="${2 * s + 28}" height="${2 * s + 28}" rx="6" fill="${paper}"/><g fill="none" stroke="${ink}" stroke-width="3"><rect x="${-s}" y="${-s}" width="${2 * s}" height="${2 * s}"/><path d="M${-s} ${-s} L${s} ${s} M${s} ${-s} L${-s} ${s}"/><path d="M0 ${-s} L${s} 0 L0 ${s} L${-s} 0Z"/></g>${labels}`;
}

/** Three tarot cards, fanned. */
export function tarotCards({ back = '#3b2a7a', gold = '#f2c14e' }) {
  const card = (angle, x, symbol) => `<g transform="translate(${x} 0) rotate(${angle})"><rect x="-46" y="-74" width="92" height="148" rx="8" fill="${back}" stroke="${gold}" stroke-width="3"/><rect x="-38" y="-66" width="76" height="132" rx="5" fill="none" stroke="${gold}" stroke-width="1.5"/>${symbol}</g>`;
  const star = `<polygon points="${polygon(0, 0, 26, 8, { inner: 10 })}" fill="${gold}"/>`;
  const crescent = `<circle r="22" fill="${gold}"/><circle cx="10" cy="-6" r="20" fill="${back}"/>`;
  const sunMark = `<circle r="14" fill="${gold}"/>${Array.from({ length: 12 }, (_, i) => `<line x1="0" y1="-18" x2="0" y2="-28" stroke="${gold}" stroke-width="3" transform="rotate(${i * 30})"/>`).join('')}`;
  return `<ellipse cx="0" cy="92" rx="110" ry="8" fill="#000" opacity="0.2"/>${card(-18, -60, crescent)}${card(18, 60, sunMark)}${card(0, 0, star)}`;
}

/** The Lo Shu square of numerology, glowing digits on tiles. */
export function numberSquare({ tile = '#fff4e6', ink = '#c2410c' }) {
  const square = [[4, 9, 2], [3, 5, 7], [8, 1, 6]];
  return square.flatMap((row, r) => row.map((n, c) => `<rect x="${-96 + c * 66}" y="${-96 + r * 66}" width="60" height="60" rx="10" fill="${tile}" opacity="${n === 5 ? 1 : 0.88}"/><text x="${-66 + c * 66}" y="${-54 + r * 66}" font-family="DejaVu Serif, serif" font-size="34" font-weight="bold" text-anchor="middle" fill="${ink}">${n}</text>`)).join('');
}

/** A house with a compass rose: Vastu. */
export function houseCompass({ wall = '#fff4e6', roof = '#c0392b' }) {
  const rose = `<g transform="translate(62 52)"><circle r="40" fill="#ffffff" stroke="#495057" stroke-width="2"/><polygon points="0,-34 7,0 0,34 -7,0" fill="#c92a2a"/><polygon points="-34,0 0,-7 34,0 0,7" fill="#495057"/>${[['N', 0, -42], ['E', 44, 0], ['S', 0, 46], ['W', -44, 0]].map(([t, x, y]) => `<text x="${x}" y="${y + 5}" font-family="DejaVu Sans, sans-serif" font-size="13" font-weight="bold" text-anchor="middle" fill="#212529">${t}</text>`).join('')}</g>`;
  return `<ellipse cx="-20" cy="98" rx="100" ry="8" fill="#000" opacity="0.18"/><path d="M-110 -10 L-30 -86 L50 -10Z" fill="${roof}"/><rect x="-96" y="-10" width="132" height="104" fill="${wall}"/><rect x="-44" y="34" width="30" height="60" fill="#8b5a2b"/><rect x="-84" y="10" width="28" height="26" fill="#74c0fc"/><rect x="-6" y="10" width="28" height="26" fill="#74c0fc"/>${rose}`;
}

/** A bed, seen from the side, with a bedside lamp. */
export function bed({ sheet = '#a5d8ff', frame = '#8b5a2b' }) {
  return `<ellipse cx="0" cy="84" rx="120" ry="8" fill="#000" opacity="0.18"/><rect x="-110" y="-40" width="16" height="120" rx="4" fill="${frame}"/><rect x="-100" y="20" width="200" height="44" rx="6" fill="${frame}"/><rect x="-96" y="0" width="192" height="28" rx="10" fill="${sheet}"/><rect x="-90" y="-16" width="54" height="22" rx="10" fill="#ffffff"/><rect x="96" y="40" width="10" height="40" fill="${frame}"/>` +
    `<g transform="translate(128 0)"><rect x="-18" y="30" width="36" height="50" fill="#ced4da"/><path d="M-20 -10 L20 -10 L28 20 L-28 20Z" fill="#ffe066"/><rect x="-3" y="20" width="6" height="12" fill="#868e96"/></g>`;
}

/** Two gold wedding rings, linked. */
export function rings() {
  return `<ellipse cx="0" cy="84" rx="100" ry="8" fill="#000" opacity="0.18"/><circle cx="-34" cy="10" r="56" fill="none" stroke="#b8860b" stroke-width="16"/><circle cx="-34" cy="10" r="56" fill="none" stroke="#f2c14e" stroke-width="8"/>` +
    `<circle cx="34" cy="10" r="56" fill="none" stroke="#b8860b" stroke-width="16"/><circle cx="34" cy="10" r="56" fill="none" stroke="#f2c14e" stroke-width="8"/><polygon points="${polygon(34, -52, 16, 6)}" fill="#e7f5ff" stroke="#74c0fc" stroke-width="2"/>${sparkle(60, -70, 10)}`;
}

/** Two hearts, one over the other. */
export function hearts({ colors = ['#e64980', '#ff8787'] }) {
  const heart = (x, y, size, color) => `<path transform="translate(${x} ${y}) scale(${size})" d="M0 30 C-40 0 -50 -30 -26 -44 C-12 -52 0 -42 0 -30 C0 -42 12 -52 26 -44 C50 -30 40 0 0 30Z" fill="${color}"/>`;
  return `${heart(-30, 0, 1.6, colors[0])}${heart(40, 20, 1.3, colors[1])}${sparkle(-80, -60, 10)}${sparkle(90, -50, 8)}`;
}

/** An hourglass: time, patience, Saturn. */
export function hourglass({ frame = '#8b5a2b', sand = '#f2c14e' }) {
  return `<ellipse cx="0" cy="104" rx="70" ry="8" fill="#000" opacity="0.2"/><rect x="-64" y="-104" width="128" height="14" rx="4" fill="${frame}"/><rect x="-64" y="88" width="128" height="14" rx="4" fill="${frame}"/>${[-56, 56].map((x) => `<rect x="${x - 4}" y="-90" width="8" height="178" fill="${frame}"/>`).join('')}` +
    `<path d="M-44 -90 L44 -90 C44 -40 8 -16 8 0 C8 16 44 40 44 88 L-44 88 C-44 40 -8 16 -8 0 C-8 -16 -44 -40 -44 -90Z" fill="#e7f5ff" opacity="0.7" stroke="#adb5bd" stroke-width="2"/>` +
    `<path d="M-28 -50 L28 -50 C20 -30 4 -14 0 -6 C-4 -14 -20 -30 -28 -50Z" fill="${sand}"/><path d="M0 -6 L0 60" stroke="${sand}" stroke-width="2"/><path d="M-40 88 C-30 60 30 60 40 88Z" fill="${sand}"/>`;
}

/** A clock face over a calendar page: picking the hour. */
export function clockCalendar({ page = '#fff8e7', accent = '#c92a2a' }) {
  const ticks = Array.from({ length: 12 }, (_, i) => `<line x1="0" y1="-52" x2="0" y2="-44" stroke="#343a40" stroke-width="3" transform="rotate(${i * 30})"/>`).join('');
  const grid = Array.from({ length: 20 }, (_, i) => `<rect x="${-92 + (i % 5) * 26}" y="${-30 + Math.floor(i / 5) * 26}" width="20" height="20" rx="3" fill="${i === 12 ? accent : '#dee2e6'}"/>`).join('');
  return `<ellipse cx="0" cy="100" rx="110" ry="8" fill="#000" opacity="0.18"/><g transform="translate(-30 0)"><rect x="-104" y="-80" width="150" height="176" rx="8" fill="${page}" stroke="#ced4da" stroke-width="2"/><rect x="-104" y="-80" width="150" height="36" rx="8" fill="${accent}"/>${grid}</g>` +
    `<g transform="translate(62 -24)"><circle r="62" fill="#ffffff" stroke="#343a40" stroke-width="6"/>${ticks}<line x1="0" y1="0" x2="0" y2="-36" stroke="#343a40" stroke-width="5" stroke-linecap="round"/><line x1="0" y1="0" x2="28" y2="12" stroke="#343a40" stroke-width="4" stroke-linecap="round"/><circle r="5" fill="${accent}"/></g>`;
}

/** Steps rising to a star: career. */
export function stepsStar({ step = '#fff4e6' }) {
  const steps = [0, 1, 2, 3].map((i) => `<rect x="${-110 + i * 50}" y="${60 - i * 40}" width="50" height="${40 + i * 40}" fill="${shade(step, -0.06 * i)}"/>`).join('');
  return `${steps}<polygon points="${polygon(80, -76, 30, 5, { inner: 13 })}" fill="#ffd43b" stroke="#f08c00" stroke-width="2"/><path d="M-96 40 Q-40 -30 50 -70" stroke="#ffffff" stroke-width="4" stroke-dasharray="8 8" fill="none"/>`;
}

/** A planet looping backwards along its path: a retrograde. */
export function retrograde({ id }) {
  return `<path d="M-120 40 C-60 20 -20 -40 20 -30 C60 -20 30 40 -10 20 C-40 4 40 -60 120 -50" stroke="#ffffff" stroke-width="4" stroke-dasharray="10 8" fill="none"/><path d="M108 -62 L124 -50 L106 -40" stroke="#ffffff" stroke-width="4" fill="none"/>${rockyPlanet({ id, color: '#a3a9b4', seed: 3 }).replace(/r="86"/g, 'r="40"').replace(/<circle cx="[^"]+" cy="[^"]+" r="[^"]+" fill="#[0-9a-f]+" opacity="0.7"\/>/g, '')}`;
}

/** Chat bubbles with a star in them. */
export function chatBubbles({ first = '#ffffff', second = '#ffd43b' }) {
  return `<path d="M-110 -80 H30 Q50 -80 50 -60 V0 Q50 20 30 20 H-50 L-80 48 L-76 20 H-110 Q-130 20 -130 0 V-60 Q-130 -80 -110 -80Z" fill="${first}"/>${[-90, -50, -10].map((x) => `<circle cx="${x}" cy="-30" r="9" fill="#7950f2"/>`).join('')}` +
    `<path d="M10 20 H110 Q130 20 130 40 V90 Q130 110 110 110 H96 L100 136 L70 110 H10 Q-10 110 -10 90 V40 Q-10 20 10 20Z" fill="${second}"/><polygon points="${polygon(60, 65, 24, 5, { inner: 10 })}" fill="#ffffff"/>`;
}

/** A phone handset with sound waves. */
export function phone({ color = '#ffffff' }) {
  const handset = `<path d="M-60 -80 C-40 -90 -30 -86 -24 -70 L-12 -40 C-8 -28 -14 -20 -24 -14 C-14 12 8 34 30 46 C38 36 46 30 58 36 L88 50 C102 58 104 70 94 86 C80 104 56 108 28 94 C-20 70 -70 20 -86 -30 C-94 -56 -82 -72 -60 -80Z" fill="${color}"/>`;
  const waves = [34, 58, 82].map((r) => {
    const [x1, y1] = onCircle(6, -14, r, 10);
    const [x2, y2] = onCircle(6, -14, r, 80);
    return `<path d="M${x1.toFixed(1)} ${y1.toFixed(1)} A${r} ${r} 0 0 1 ${x2.toFixed(1)} ${y2.toFixed(1)}" stroke="${color}" stroke-width="8" fill="none" stroke-linecap="round"/>`;
  });
  return `${handset}${waves.join('')}`;
}

/** Coins stacked beside a wallet. */
export function coinsWallet({ wallet = '#6741d9' }) {
  const coin = (x, y) => `<ellipse cx="${x}" cy="${y + 6}" rx="34" ry="12" fill="#b8860b"/><ellipse cx="${x}" cy="${y}" rx="34" ry="12" fill="#fcc419" stroke="#e67700" stroke-width="2"/>`;
  const stack = (x, count) => Array.from({ length: count }, (_, i) => coin(x, 80 - i * 12)).join('') + `<text x="${x}" y="${80 - (count - 1) * 12 + 5}" font-family="DejaVu Sans, sans-serif" font-size="16" font-weight="bold" text-anchor="middle" fill="#e67700">₹</text>`;
  return `<ellipse cx="0" cy="96" rx="130" ry="9" fill="#000" opacity="0.18"/><rect x="-126" y="-40" width="150" height="118" rx="14" fill="${wallet}"/><rect x="-126" y="-40" width="150" height="30" rx="14" fill="${shade(wallet, 0.2)}"/><rect x="-6" y="4" width="44" height="36" rx="8" fill="${shade(wallet, -0.2)}"/><circle cx="12" cy="22" r="6" fill="#fcc419"/>${stack(76, 6)}${stack(126, 3)}`;
}

/** Bowls of gulal for Holi, powder thrown round them. */
export function colourBowls({ colors = ['#e64980', '#fab005', '#12b886', '#4c6ef5'] }) {
  const random = seeded(17);
  const puffs = colors.flatMap((color, i) => Array.from({ length: 14 }, () => {
    const [x, y] = onCircle(-96 + i * 64, -40, 20 + random() * 60, random() * 360);
    return `<circle cx="${x.toFixed(1)}" cy="${Math.min(y, 10).toFixed(1)}" r="${(3 + random() * 12).toFixed(1)}" fill="${color}" opacity="${(0.35 + random() * 0.5).toFixed(2)}"/>`;
  }));
  const bowl = (x, color) => `<path d="M${x - 28} 24 C${x - 20} -8 ${x + 20} -8 ${x + 28} 24Z" fill="${color}"/><path d="M${x - 32} 22 H${x + 32} C${x + 30} 56 ${x - 30} 56 ${x - 32} 22Z" fill="#d9d2c5"/><path d="M${x - 32} 22 H${x + 32}" stroke="#b9ae9c" stroke-width="3"/>`;
  return `${puffs.join('')}<ellipse cx="0" cy="58" rx="140" ry="9" fill="#000" opacity="0.15"/>${colors.map((color, i) => bowl(-96 + i * 64, color)).join('')}`;
}

/** A paper kite with its tail and string. */
export function kite({ colors = ['#e03131', '#fab005'] }) {
  return `<path d="M0 -90 L60 -10 L0 70 L-60 -10Z" fill="${colors[0]}"/><path d="M0 -90 L60 -10 L0 -10Z" fill="${colors[1]}"/><path d="M-60 -10 L0 70 L0 -10Z" fill="${shade(colors[0], -0.2)}"/><path d="M0 -90 V70 M-60 -10 H60" stroke="#5c3a17" stroke-width="2"/>` +
    `<path d="M0 70 C10 90 -10 104 4 122" stroke="#5c3a17" stroke-width="2" fill="none"/>${[88, 104, 120].map((y, i) => `<path d="M-8 ${y} L0 ${y - 6} L8 ${y} L0 ${y + 6}Z" fill="${colors[i % 2]}"/>`).join('')}`;
}

/** A peepal leaf. */
export function peepalLeaf({ color = '#2f9e44' }) {
  return `<path d="M0 90 C-70 50 -80 -10 -40 -50 C-20 -70 -6 -80 0 -120 C6 -80 20 -70 40 -50 C80 -10 70 50 0 90Z" fill="${color}"/><path d="M0 110 L0 -110" stroke="${shade(color, 0.35)}" stroke-width="3"/>${[-60, -30, 0, 30].map((y) => `<path d="M0 ${y + 40} L-44 ${y} M0 ${y + 40} L44 ${y}" stroke="${shade(color, 0.3)}" stroke-width="2"/>`).join('')}`;
}
