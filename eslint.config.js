// Lint for the whole monorepo. Besides code rules it enforces the dependency direction of
// ../shared/design/architecture.md ("Packages"): each package may import only what its row allows.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const packages = ['contracts', 'astrology', 'event-store', 'platform', 'projections', 'command-service', 'query-service', 'gateway', 'launcher', 'frontend', 'bench'];

/** Which workspace packages each package may import (architecture.md, "may import"). */
const allowed = {
  contracts: [],
  astrology: ['contracts'],
  'event-store': ['contracts'],
  platform: ['contracts'],
  projections: ['contracts', 'event-store', 'platform'],
  'command-service': ['contracts', 'event-store', 'platform'],
  'query-service': ['contracts', 'astrology', 'projections', 'platform'],
  gateway: ['contracts', 'platform'],
  launcher: ['contracts', 'platform'],
  frontend: ['contracts'],
  bench: ['contracts', 'astrology', 'event-store', 'platform', 'projections', 'command-service', 'launcher'],
};

/** Runtime frameworks a package must not pull in. */
const forbiddenModules = {
  contracts: ['node:*', '@nestjs/*', 'react', 'react-*', 'pg', 'kysely', 'redis', '@eventstore/*', 'express'],
  astrology: ['node:*', '@nestjs/*', 'react', 'react-*', 'pg', 'kysely', 'redis', '@eventstore/*', 'express'],
  frontend: ['node:*', '@nestjs/*', 'pg', 'kysely', 'redis', '@eventstore/*', 'express'],
  'query-service': ['@eventstore/*'],
  gateway: ['@nestjs/*', 'pg', 'kysely'],
};

// Public pages link through AppLink / AppNavLink, which prefetch the target page's chunk (spec §9).
const appLinkRule = {
  name: 'react-router-dom',
  importNames: ['Link', 'NavLink'],
  message: 'Use AppLink / AppNavLink from components/app-link.component.tsx: they prefetch the page they lead to (spec §9).',
};

const restrictionsFor = (name, { files = [`${name}/src/**/*.{ts,tsx}`], paths = [] } = {}) => ({
  files,
  // Tests and test support may wire packages together (e.g. the whole stack in one process);
  // a package's command-line tools (src/cli) are Node programs, whatever the package is.
  ignores: ['**/*.test.ts', '**/*.test.tsx', '**/testing/**', '**/cli/**'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths,
        patterns: [
          {
            group: packages.filter((other) => other !== name && !allowed[name].includes(other)).map((other) => `@nakshatra/${other}`),
            message: `${name} may import only ${allowed[name].join(', ') || 'no other package'} (architecture.md, Packages).`,
          },
          { group: ['**/dist/**', ...packages.map((other) => `**/${other}/src/**`)], message: 'Import another package through its public entry (@nakshatra/<name>).' },
          ...(forbiddenModules[name] ? [{ group: forbiddenModules[name], message: `${name} must not depend on this runtime (architecture.md, Packages).` }] : []),
        ],
      },
    ],
  },
});

/**
 * The SPA's layout rules in the bulletproof-react style (docs/frontend.md): a feature imports only
 * shared code (components, lib, config, testing) and other features' public surface — their
 * `index.ts`, and in tests their `testing/` fixtures; shared code imports neither the app nor a
 * feature; nothing imports the app but the app; and no module imports itself round a cycle.
 */
const SPA = './frontend/src';
const features = readdirSync(new URL('./frontend/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = features.map((feature) => ({
  target: `${SPA}/features/${feature}`,
  from: features.filter((other) => other !== feature).map((other) => `${SPA}/features/${other}`),
  except: ['./index.ts', './testing'],
  message: 'Import another feature only through its public index.ts (tests: its testing/ fixtures).',
}));
const appZone = {
  target: [`${SPA}/features`, `${SPA}/components`, `${SPA}/lib`, `${SPA}/config`],
  from: `${SPA}/app`,
  message: 'Only the app imports the app: it composes features, never the other way round.',
};
const sharedZone = {
  target: [`${SPA}/components`, `${SPA}/lib`, `${SPA}/config`],
  from: `${SPA}/features`,
  message: 'Shared code imports no feature: move what both need into components/ or lib/.',
};
const spaLayout = (files, zones, ignores = []) => ({
  files,
  ignores,
  plugins: { 'import-x': importX },
  settings: {
    'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    // no-cycle reads the modules an import leads to: with the TypeScript parser.
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    'import-x/extensions': ['.ts', '.tsx', '.js'],
  },
  rules: {
    'import-x/no-cycle': ['error', { ignoreExternal: true }],
    'import-x/no-restricted-paths': ['error', { zones }],
  },
});
const spaTests = ['frontend/src/**/*.test.{ts,tsx}', 'frontend/src/**/testing/**'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/bundle/**', 'frontend/dist-server/**', '**/node_modules/**', '.data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      'no-console': ['error', { allow: ['warn', 'error', 'log', 'table'] }],
      eqeqeq: ['error', 'smart'],
    },
  },
  { files: ['frontend/src/**/*.{ts,tsx}'], languageOptions: { globals: { ...globals.browser } } },
  // Tests poke at loosely typed JSON answers.
  { files: ['**/*.test.ts', '**/*.test.tsx'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
  ...packages.map((name) => restrictionsFor(name, name === 'frontend' ? { paths: [appLinkRule] } : {})),
  // AppLink itself, and the back office (one lazy chunk whose pages need no prefetch), use the router's links.
  restrictionsFor('frontend', { files: ['frontend/src/components/app-link.component.tsx', 'frontend/src/features/admin/**/*.{ts,tsx}'] }),
  spaLayout(['frontend/src/**/*.{ts,tsx}'], [...featureZones, appZone, sharedZone], spaTests),
  // Tests render pages as the app composes them (app/routes), so they may import the app.
  spaLayout(spaTests, [...featureZones, sharedZone]),
);
