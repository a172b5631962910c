// Flat config. Type-aware rules are left out on purpose: they need a full program per run and
// made `npm run lint` slow; tsc --noEmit already covers type errors.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const nodeGlobals = {
  process: 'readonly',
  console: 'readonly',
  URL: 'readonly',
  module: 'writable',
  require: 'readonly',
  __dirname: 'readonly',
};

// Site and schema JSON is parsed as one JS expression so ESLint can flag what JSON.parse and
// ajv cannot see: a key written twice, where the last one silently wins.
const jsonAsExpression = {
  meta: { name: 'json-as-expression' },
  processors: {
    json: {
      preprocess: (text) => [{ text: `(${text}\n)`, filename: 'data.js' }],
      // Undo the "(" added on line 1 so columns match the file.
      postprocess: (messages) =>
        messages.flat().map((m) => (m.line === 1 ? { ...m, column: m.column - 1 } : m)),
      supportsAutofix: false,
    },
  },
};
const configJson = ['sites/**/*.json', 'schemas/**/*.json', 'scripts/__fixtures__/**/*.json'];

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'dist-*/',
      'generated/', // written by npm run gen:types
      '.emulator-data/',
      'emulator/data/',
      'test-results/',
      'playwright-report/',
      'coverage/',
      '.cache/',
      'scripts/__fixtures__/sites/invalid-json/', // deliberately broken JSON
    ],
  },
  {
    files: configJson,
    plugins: { local: jsonAsExpression },
    processor: 'local/json',
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // After the recommended sets, which would otherwise flag the bare expression.
    files: ['**/*.json/*.js'],
    rules: { 'no-dupe-keys': 'error', '@typescript-eslint/no-unused-expressions': 'off' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    // Hooks exist only in the browser code.
    files: ['core/**/*.{ts,tsx}', 'plugins/**/*.{ts,tsx}', 'app/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    languageOptions: { sourceType: 'module', globals: nodeGlobals },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: nodeGlobals },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
