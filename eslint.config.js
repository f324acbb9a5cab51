import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Feature folders must not import each other; shared code goes through packages/shared or lib. */
const noCrossFeatureImports = (regex) => ({
  'no-restricted-imports': [
    'error',
    { patterns: [{ regex, message: 'Do not import from another feature; move shared code to packages/shared or lib/.' }] },
  ],
});

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
  // features/<f>/<file>.ts: "../<other>/" leaves the feature.
  { files: ['apps/server/src/features/*/*.ts'], rules: noCrossFeatureImports('^\\.\\./(?!\\.\\.)[^/]+/') },
  // features/<f>/<layer>/<file>.tsx: "../../<other>/" leaves the feature.
  { files: ['apps/web/src/features/*/*/*.{ts,tsx}'], rules: noCrossFeatureImports('^\\.\\./\\.\\./(?!\\.\\.)[^/]+/') },
  {
    files: ['apps/server/src/config.ts', 'apps/server/src/test-support/**', 'scripts/**', 'e2e/**', 'apps/web/vite.config.ts', '**/*.test.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
