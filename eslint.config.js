// One lint configuration for the whole workspace. Run it through Nx (`npm run lint`,
// or `nx lint <project>`): the module-boundary rule reads Nx's project graph.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import { builtinModules } from 'node:module';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// What pure rules code must never pull in: UI, DOM bindings and server code.
const uiAndServerPackages = [
  'react',
  'react/*',
  'react-dom',
  'react-dom/*',
  'react-i18next',
  'boardgame.io/react',
  'boardgame.io/react-native',
  'boardgame.io/client',
  'boardgame.io/multiplayer',
  'boardgame.io/server',
  'boardgame.io/debug',
  'express',
  'koa',
  'socket.io',
  'socket.io-client',
  'pg',
  '@electric-sql/pglite',
  'ioredis',
  'pino',
  'pino-http',
  'cors',
  'express-rate-limit',
];

// Node's own modules: rules run in the browser as well as on the server. The Nx rule does not
// see built-in modules, so `no-restricted-imports` bans them below; tests and fixtures run
// under Node only and may use them.
// Bare names go in `paths` (exact match): as a pattern, 'module' would also match './lib/module'.
const nodeMessage = 'Rules run in the browser too: no Node built-in modules (tests may use them).';
const nodeBuiltinPaths = builtinModules
  .filter((name) => !name.startsWith('_'))
  .map((name) => ({ name, message: nodeMessage }));

// Projects tagged type:rules, read from the workspace so a new rules library is covered
// without editing this file.
const root = dirname(fileURLToPath(import.meta.url));
const rulesProjects = ['libs', 'games'].flatMap((folder) =>
  readdirSync(join(root, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(root, folder, entry.name, 'package.json')))
    .map((entry) => `${folder}/${entry.name}`)
    .filter((project) => {
      const manifest = JSON.parse(readFileSync(join(root, project, 'package.json'), 'utf8'));
      return manifest.nx?.tags?.includes('type:rules');
    }),
);
const testFiles = ['**/*.test.{ts,tsx}', '**/*.fixture.{ts,tsx}', '**/fixtures/**'];

/** The dependency rules between project tags. */
function depConstraints() {
  return [
    {
      // Shared rules libraries: pure TypeScript, no UI, no DOM, no server.
      sourceTag: 'type:rules',
      onlyDependOnLibsWithTags: ['type:rules'],
      bannedExternalImports: uiAndServerPackages,
    },
    {
      sourceTag: 'type:ui',
      onlyDependOnLibsWithTags: ['type:ui', 'type:rules'],
      bannedExternalImports: ['express', 'koa', 'boardgame.io/server', 'pg', '@electric-sql/pglite', 'ioredis', 'pino', 'pino-http'],
    },
    {
      // A game module: rules at '.', board at './board'. Its rules files are
      // held to the type:rules limits by the override further down.
      sourceTag: 'type:game',
      onlyDependOnLibsWithTags: ['type:rules', 'type:ui'],
      bannedExternalImports: ['express', 'koa', 'boardgame.io/server', 'pg', '@electric-sql/pglite', 'ioredis', 'pino', 'pino-http'],
    },
    {
      // The one list of games; only apps and tools look games up, through it.
      sourceTag: 'type:registry',
      onlyDependOnLibsWithTags: ['type:game', 'type:rules'],
    },
    {
      // Server-side libraries (storage): no UI, and no game by name.
      sourceTag: 'type:server',
      onlyDependOnLibsWithTags: ['type:server', 'type:rules'],
      bannedExternalImports: ['react', 'react/*', 'react-dom', 'react-dom/*', 'react-i18next'],
    },
    {
      sourceTag: 'type:app',
      onlyDependOnLibsWithTags: ['type:registry', 'type:ui', 'type:rules', 'type:server', 'type:process'],
    },
    {
      // The load driver starts the server it measures, with a trivial game added (type:app).
      sourceTag: 'type:tool',
      onlyDependOnLibsWithTags: ['type:registry', 'type:rules', 'type:tool', 'type:process', 'type:app'],
    },
    {
      // The one Storybook: every board's and shared component's stories, and the test that
      // opens them in Chromium with the shared layout check.
      sourceTag: 'type:stories',
      onlyDependOnLibsWithTags: ['type:ui', 'type:rules', 'type:registry', 'type:game'],
    },
    {
      // Starting server processes (tests, the load driver): Node only, no project code.
      sourceTag: 'type:process',
      onlyDependOnLibsWithTags: [],
    },
  ];
}

const boundaries = ['error', { enforceBuildableLibDependency: false, allow: [], depConstraints: depConstraints() }];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/storybook-static/**',
      '**/coverage/**',
      '**/test-artifacts/**',
      '.nx/**',
      'tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { '@nx': nx, 'import-x': importX },
    languageOptions: { globals: { ...globals.es2023 } },
    settings: {
      // Relative imports are enough to find a cycle inside a project; the Nx rule above already
      // refuses a cycle between projects.
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      // A module cycle makes load order decide what is defined when, and lets every file reach
      // every other: layers (primitives, entries, the turn code) must import downwards only.
      // Type-only imports are erased at build time and do not count.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always'],
      '@nx/enforce-module-boundaries': boundaries,
    },
  },
  {
    // Shared rules libraries: no Node built-ins outside their tests.
    files: rulesProjects.map((project) => `${project}/src/**/*.{ts,tsx}`),
    ignores: testFiles,
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: nodeBuiltinPaths, patterns: [{ group: ['node:*'], message: nodeMessage }] },
      ],
    },
  },
  {
    // Rules files of a game module: everything under games/<id>/src except the board.
    files: ['games/*/src/**/*.{ts,tsx}'],
    ignores: ['games/*/src/board/**', 'games/*/src/**/*.stories.tsx', 'games/registry/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: nodeBuiltinPaths,
          patterns: [
            {
              group: [...uiAndServerPackages, '@parlor/ui', '@parlor/ui/*', 'node:*'],
              message: 'Game rules are pure: no UI, DOM or server code (the board lives in src/board).',
            },
            {
              group: ['./board', './board/*', '../board', '../board/*', '**/board/**'],
              message: 'Rules must not import the board: the board imports the rules, never the reverse.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['tools/**/*.{ts,js,mjs}', 'apps/server/**/*.ts', 'apps/*/scripts/**/*.{js,mjs}', 'libs/storage/**/*.{ts,mjs}', '**/*.config.{ts,js,mjs}', '.ci/**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
