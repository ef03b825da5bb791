// ESLint over every file: type-aware typescript-eslint, React hooks, jsx-a11y, and
// eslint-config-prettier last so formatting is Prettier's alone. Import boundaries and cycles are
// dependency-cruiser's (.dependency-cruiser.cjs), run next to this in `npm run lint`.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['build/', 'dist/', 'coverage/', 'test-results/', 'playwright-report/', 'e2e/.tmp/', '.data/', '.cache/', 'src/server/db/migrations/'] },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        // Two programs: the client, shared code, e2e and scripts (tsconfig.json), and every server file
        // with its tests, fakes and fixtures (the server's build tsconfig leaves those out).
        project: ['./tsconfig.json', './src/server/tsconfig.test.json'],
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        {
          // React ignores what an event handler returns, so `onClick={async () => …}` loses nothing;
          // the rule still checks every other place a promise stands where a void function is expected.
          checksVoidReturn: { attributes: false },
        },
      ],
      // Fastify plugins, hooks and handlers are async to tell Fastify they are done without a callback
      // (https://fastify.dev/docs/latest/Reference/Plugins/#asyncawait): an async function without
      // await is that contract, not a forgotten await. Floating and misused promises stay errors.
      '@typescript-eslint/require-await': 'off',
      // URLSearchParams writes itself as its query string (`${params}` is `a=1&b=2`), the way the code builds URLs;
      // URL and Error write their href and message.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allow: ['Error', 'URL', 'URLSearchParams'] }],
      // `_name` is the codebase's mark for a value taken apart on purpose (a rest sibling, a required parameter).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Plain JavaScript (scripts, bench, babel config) is in no tsconfig: lint it without type information.
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The benchmarks hand functions to page.evaluate, which runs them in Chromium.
    files: ['scripts/bench/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.cjs', 'babel.config.js'],
    languageOptions: { sourceType: 'commonjs' },
  },
  prettier,
);
