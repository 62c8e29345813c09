import { linear, radial, shade, svgDocument } from './svg-kit.mjs';

/**
 * An illustrated head-and-shoulders portrait, 256 × 256, from a description: skin, hair, beard,
 * glasses, forehead mark, clothes and ornaments. Flat shapes, so it encodes small and reads at the
 * 72 px of a card; no photograph, so it is nobody real.
 */
export const PORTRAIT_SIZE = 256;

const HEAD = { cx: 128, cy: 116, rx: 44, ry: 54 };

const background = () => `<rect width="256" height="256" fill="url(#bg)"/><circle cx="128" cy="112" r="92" fill="url(#halo)"/>`;

/** Hair behind the head (long, bun, braid): drawn before the face. */
function backHair({ hair }) {
  const color = hair.color;
  switch (hair.style) {
    case 'long':
      return `<path d="M74 112 C70 60 98 44 128 44 C160 44 188 62 182 116 C186 150 196 186 204 222 C176 236 80 236 52 222 C62 186 72 150 74 112Z" fill="${color}"/>`;
    case 'wavy':
      return `<path d="M76 110 C68 58 100 42 128 42 C160 42 190 60 182 112 C196 134 176 150 194 172 C208 196 186 214 196 230 L60 230 C70 212 48 196 62 172 C80 150 60 134 76 110Z" fill="${color}"/>`;
    case 'bob':
      return `<path d="M76 112 C70 60 100 46 128 46 C158 46 188 62 180 112 C184 140 188 160 180 176 C170 180 160 170 162 150 L94 150 C96 170 86 180 76 176 C68 160 72 140 76 112Z" fill="${color}"/>`;
    case 'bun':
      return `<circle cx="128" cy="52" r="22" fill="${color}"/><path d="M112 48 Q128 40 144 48" stroke="${shade(color, 0.25)}" stroke-width="2" fill="none"/>`;
    case 'braid':
      return `<g fill="${color}">${[0, 1, 2, 3, 4].map((index) => `<ellipse cx="${178 + index * 3}" cy="${150 + index * 18}" rx="11" ry="12"/>`).join('')}</g><path d="M186 236 l-6 14 h14z" fill="${color}"/>`;
    default:
      return '';
  }
}

function body({ outfit, skin }) {
  const { kind, color, trim = shade(color, -0.3) } = outfit;
  const neck = `<path d="M108 150 L108 178 Q128 192 148 178 L148 150Z" fill="${shade(skin, -0.12)}"/>`;
  const torso = `<path d="M22 256 C28 208 64 186 104 178 Q128 192 152 178 C192 186 228 208 234 256Z" fill="${color}"/>`;
  switch (kind) {
    case 'kurta':
      return `${neck}${torso}<path d="M104 178 L128 218 L152 178" fill="none" stroke="${trim}" stroke-width="5" stroke-linejoin="round"/><line x1="128" y1="218" x2="128" y2="256" stroke="${trim}" stroke-width="4"/>${[228, 242].map((y) => `<circle cx="128" cy="${y}" r="3" fill="${shade(color, 0.6)}"/>`).join('')}`;
    case 'robe':
      return `${neck}${torso}<path d="M40 256 C60 214 96 190 140 186 C170 196 186 222 180 256Z" fill="${shade(color, -0.14)}"/><path d="M140 186 C170 196 186 222 180 256" fill="none" stroke="${trim}" stroke-width="4"/>`;
    case 'saree':
      return `${neck}${torso}<path d="M104 178 Q128 200 152 178" fill="none" stroke="${shade(color, -0.35)}" stroke-width="6"/><path d="M150 180 C176 184 204 196 214 214 L96 256 L58 256Z" fill="${outfit.pallu ?? shade(color, -0.12)}"/><path d="M150 180 C176 184 204 196 214 214 L96 256" fill="none" stroke="${trim}" stroke-width="7"/>`;
    case 'shirt':
      return `${neck}${torso}<path d="M104 178 L120 204 L128 190 L136 204 L152 178" fill="${shade(color, 0.35)}" stroke="${trim}" stroke-width="3" stroke-linejoin="round"/><line x1="128" y1="196" x2="128" y2="256" stroke="${trim}" stroke-width="2"/>`;
    case 'top':
      return `${neck}${torso}<path d="M104 178 Q128 206 152 178" fill="${shade(skin, -0.12)}" stroke="${trim}" stroke-width="4"/>`;
    default:
      return `${neck}${torso}`;
  }
}

function head({ skin }) {
  const ear = (x) => `<ellipse cx="${x}" cy="120" rx="8" ry="13" fill="${shade(skin, -0.08)}"/>`;
  return `${ear(HEAD.cx - HEAD.rx + 2)}${ear(HEAD.cx + HEAD.rx - 2)}<ellipse cx="${HEAD.cx}" cy="${HEAD.cy}" rx="${HEAD.rx}" ry="${HEAD.ry}" fill="${skin}"/>`;
}

/** Hair over the forehead, per style. */
function frontHair({ hair }) {
  const color = hair.color;
  switch (hair.style) {
    case 'short':
      return `<path d="M82 118 C76 70 102 54 130 54 C160 54 182 72 174 118 C170 98 160 84 142 80 C124 90 100 88 90 96 C86 104 84 110 82 118Z" fill="${color}"/>`;
    case 'side-part':
      return `<path d="M82 120 C74 68 104 52 130 52 C162 52 184 72 174 120 C172 100 166 86 154 80 C130 74 110 88 96 84 C88 94 84 106 82 120Z" fill="${color}"/><path d="M106 64 C118 70 128 72 150 70" stroke="${shade(color, 0.2)}" stroke-width="2" fill="none"/>`;
    case 'receding':
      return `<path d="M84 124 C80 96 84 84 92 76 C96 90 96 104 92 124Z M172 124 C176 96 172 84 164 76 C160 90 160 104 164 124Z" fill="${color}"/><path d="M98 70 C112 62 144 62 158 70" stroke="${color}" stroke-width="5" fill="none" stroke-linecap="round"/>`;
    case 'bald':
      return `<path d="M84 126 C82 110 84 100 88 94 C92 104 92 116 90 126Z M172 126 C174 110 172 100 168 94 C164 104 164 116 166 126Z" fill="${color}"/>`;
    case 'shikha':
      return `<path d="M84 126 C82 110 84 100 88 94 C92 104 92 116 90 126Z M172 126 C174 110 172 100 168 94 C164 104 164 116 166 126Z" fill="${color}"/><path d="M128 62 C122 54 126 44 134 42 C130 50 136 56 132 62Z" fill="${color}"/>`;
    case 'long':
    case 'bun':
    case 'braid':
    case 'bob':
    case 'wavy':
      // A middle parting, the hair drawn down over both temples.
      return `<path d="M82 124 C76 72 100 56 128 56 C156 56 180 72 174 124 C170 96 156 78 130 70 C128 80 120 90 96 96 C88 104 84 112 82 124Z" fill="${color}"/><path d="M128 58 L130 70" stroke="${shade(color, 0.25)}" stroke-width="2"/>`;
    case 'turban': {
      const cloth = hair.cloth;
      return `<path d="M78 112 C70 62 100 34 132 34 C164 34 190 60 178 112 C172 92 150 84 128 84 C106 84 86 92 78 112Z" fill="${cloth}"/>` +
        `<path d="M80 104 C96 70 150 52 176 94 M84 86 C104 56 150 44 170 72 M96 64 C116 48 146 44 160 56" stroke="${shade(cloth, -0.22)}" stroke-width="3" fill="none" stroke-linecap="round"/>` +
        `<path d="M128 84 L118 58 L128 40 L138 58Z" fill="${shade(cloth, -0.1)}"/>`;
    }
    default:
      return '';
  }
}

function face({ skin, hair, brows = hair.color, mark, glasses, age }) {
  const line = shade(skin, -0.45);
  const eye = (x) => `<ellipse cx="${x}" cy="118" rx="4.6" ry="5.4" fill="#2b1d16"/><circle cx="${x + 1.5}" cy="116.3" r="1.4" fill="#ffffff"/>`;
  const brow = (x, flip) => `<path d="M${x - 10 * flip} 104 Q${x} ${age === 'old' ? 100 : 98} ${x + 10 * flip} 103" stroke="${brows}" stroke-width="${age === 'old' ? 4.5 : 3.6}" fill="none" stroke-linecap="round"/>`;
  const nose = `<path d="M128 120 Q124 134 122 138 Q128 142 134 138" stroke="${line}" stroke-width="2.2" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
  const mouth = `<path d="M114 150 Q128 161 142 150" stroke="${shade(skin, -0.5)}" stroke-width="3" fill="none" stroke-linecap="round"/>`;
  const blush = `<ellipse cx="100" cy="138" rx="9" ry="5" fill="#e0605a" opacity="0.16"/><ellipse cx="156" cy="138" rx="9" ry="5" fill="#e0605a" opacity="0.16"/>`;
  const lines = age === 'old' ? `<path d="M98 88 Q112 84 126 88 M130 88 Q144 84 158 88" stroke="${shade(skin, -0.22)}" stroke-width="1.6" fill="none"/><path d="M104 142 Q108 150 112 152 M152 142 Q148 150 144 152" stroke="${shade(skin, -0.25)}" stroke-width="1.6" fill="none"/>` : '';
  const marks = {
    tilak: `<path d="M128 80 L124 96 Q128 102 132 96Z" fill="#d9480f"/><line x1="128" y1="84" x2="128" y2="96" stroke="#ffd43b" stroke-width="1.6"/>`,
    tripundra: `<g stroke="#f8f1e5" stroke-width="3" stroke-linecap="round"><path d="M108 88 H148"/><path d="M106 94 H150"/><path d="M108 100 H148"/></g><circle cx="128" cy="94" r="3.6" fill="#c92a2a"/>`,
    bindi: `<circle cx="128" cy="101" r="3.6" fill="#c2255c"/>`,
    'bindi-red': `<circle cx="128" cy="100" r="4" fill="#e03131"/><path d="M128 56 L128 70" stroke="#e03131" stroke-width="2.4"/>`,
  };
  const specs = glasses
    ? `<g fill="none" stroke="${glasses}" stroke-width="2.6"><rect x="98" y="107" width="24" height="20" rx="8"/><rect x="134" y="107" width="24" height="20" rx="8"/><path d="M122 116 Q128 112 134 116"/><path d="M98 114 L86 112 M158 114 L170 112"/></g>`
    : '';
  return `${lines}${brow(110, -1)}${brow(146, 1)}${eye(110)}${eye(146)}${nose}${blush}${mouth}${marks[mark] ?? ''}${specs}`;
}

/** Stubble is a shadow on the skin, under the mouth and nose drawn after it. */
function stubble({ beard, hair }) {
  if (beard?.style !== 'stubble') return '';
  return `<path d="M88 126 C90 170 110 190 128 190 C146 190 166 170 168 126 C164 150 150 168 128 168 C106 168 92 150 88 126Z M112 146 Q128 140 144 146 Q128 170 112 146Z" fill="${beard.color ?? hair.color}" opacity="0.22"/>`;
}

function facialHair({ beard, hair, skin }) {
  const color = beard?.color ?? hair.color;
  const parts = [];
  if (beard?.style === 'full' || beard?.style === 'long') {
    const bottom = beard.style === 'long' ? 232 : 190;
    parts.push(`<path d="M86 120 C84 160 100 ${bottom - 12} 128 ${bottom} C156 ${bottom - 12} 172 160 170 120 C166 146 152 160 128 160 C104 160 90 146 86 120Z" fill="${color}"/>`);
    parts.push(`<path d="M116 152 Q128 158 140 152" stroke="${shade(skin, -0.5)}" stroke-width="3" fill="none" stroke-linecap="round"/>`);
  }
  if (beard?.moustache) parts.push(`<path d="M106 146 C114 138 124 140 128 143 C132 140 142 138 150 146 C142 146 134 148 128 147 C122 148 114 146 106 146Z" fill="${color}"/>`);
  return parts.join('');
}

function ornaments({ mala, earrings, necklace }) {
  const parts = [];
  if (mala) {
    const beads = [];
    for (let index = 0; index <= 14; index += 1) {
      const t = index / 14;
      const x = 100 + 56 * t;
      const y = 180 + 44 * Math.sin(Math.PI * t);
      beads.push(`<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="4.4" fill="#7b3f1d"/><circle cx="${(x - 1.2).toFixed(1)}" cy="${(y - 1.2).toFixed(1)}" r="1.3" fill="#b0703f"/>`);
    }
    parts.push(beads.join(''));
  }
  if (necklace) parts.push(`<path d="M108 182 Q128 204 148 182" stroke="${necklace}" stroke-width="3" fill="none"/><circle cx="128" cy="195" r="4" fill="${necklace}"/>`);
  if (earrings) parts.push(`<g fill="${earrings}"><circle cx="86" cy="136" r="3"/><path d="M80 140 H92 L86 150Z"/><circle cx="170" cy="136" r="3"/><path d="M164 140 H176 L170 150Z"/></g>`);
  return parts.join('');
}

/** The portrait as an SVG document. */
export function portraitSvg(person) {
  const defs = linear('bg', person.background, { x1: 0, y1: 0, x2: 1, y2: 1 }) + radial('halo', [shade(person.background[0], 0.35), 'rgba(255,255,255,0)']);
  const layers = [background(), backHair(person), body(person), ornaments({ mala: person.mala, necklace: person.necklace }), head(person), stubble(person), frontHair(person), face(person), facialHair(person), ornaments({ earrings: person.earrings })];
  return svgDocument(PORTRAIT_SIZE, PORTRAIT_SIZE, layers.join(''), defs);
}
