import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { serverFeatureEdges, webLayers, serverLayers } from './architecture-graph.js';

/**
 * The dependency graph of ARCHITECTURE.md, enforced: each zone forbids `target` to import from `from`.
 * Server: wiring (main, server, app, background tasks) → features → domain → lib → db → packages/shared.
 * A feature may import another only along an edge declared in architecture-graph.js.
 */
const server = 'apps/server/src';
const web = 'apps/web/src';
const graphMessage = 'This import breaks the dependency graph in ARCHITECTURE.md (declared in architecture-graph.js).';

const serverZones = [
  ...serverLayers.map(({ layer, mayNotImport }) => ({
    target: `./${server}/${layer}`,
    from: mayNotImport.map((place) => `./${server}/${place}`),
    message: graphMessage,
  })),
  ...Object.entries(serverFeatureEdges).map(([feature, uses]) => ({
    target: `./${server}/features/${feature}`,
    from: `./${server}/features`,
    except: [`./${feature}`, ...uses.map((used) => `./${used}`)],
    message: `features/${feature} may import only ${uses.length ? uses.map((u) => `features/${u}`).join(', ') : 'no other feature'}. ${graphMessage}`,
  })),
  {
    target: './packages/shared',
    from: './apps',
    message: 'packages/shared is used by the apps and imports nothing from them.',
  },
];

const webZones = [
  ...webLayers.map(({ layer, mayNotImport }) => ({
    target: `./${web}/${layer}`,
    from: mayNotImport.map((place) => `./${web}/${place}`),
    message: graphMessage,
  })),
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '.tmp/**', 'apps/server/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read configuration through config.ts only.',
        },
      ],
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      // The imported files are TypeScript too: no-cycle reads them with the same parser.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...serverZones, ...webZones] }],
      // Value imports only: import-x skips type-only imports (erased at run time, they cannot load a module
      // half-initialised). A cycle of types is still two modules that cannot be read apart, so
      // apps/server/src/import-cycles.test.ts forbids those, reading type-only imports too.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // Tests and their helpers may reach across the graph (a test server wires every feature).
  {
    files: ['**/*.test.{ts,tsx}', 'apps/server/src/test-support/**'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    files: [
      'apps/server/src/config.ts',
      'apps/server/src/test-support/**',
      'scripts/**',
      'e2e/**',
      'apps/web/vite.config.ts',
      '**/*.test.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
