// ESLint (`npm run lint`, part of `npm test`): typescript-eslint's strictTypeChecked rules over every
// TypeScript file, type-aware through the nearest tsconfig (web/ has its own), plus React's hook
// rules for the dashboard. Formatting is Prettier's job (`npm run format:check`), not ESLint's.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  {
    ignores: ['dist/', 'dist.tmp-*/', 'src/generated/', 'coverage/', 'test-results/', 'playwright-report/', '.data/', '.tmp/'],
  },
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Numbers in messages, URLs and SQL fragments are the norm here and print as expected.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // `(r) => resolve(x)` and, in a void function, `return done(err)` are the usual callback idioms.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true, ignoreVoidReturningFunctions: true }],
      // Without noUncheckedIndexedAccess (597 tsc errors away) it calls the guards on rows[0], regex groups and
      // record lookups unnecessary, and removing them would turn not_found answers into crashes.
      '@typescript-eslint/no-unnecessary-condition': 'off',
      // `_`-prefixed parameters keep a callback's signature; a rest sibling drops a key from a copy.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // An aborted wait rejects with the signal's own reason (typed any), as Node's APIs do.
      '@typescript-eslint/prefer-promise-reject-errors': ['error', { allowThrowingAny: true }],
    },
  },
  {
    files: ['src/rest/**', 'src/dashboard/**', 'src/graphql/**', 'src/health.ts', 'src/server.ts'],
    rules: {
      // Fastify's reply is thenable: `return reply.send(x)` inside try/catch is Fastify's own pattern, while
      // `return await reply` would wait for the response to finish and hand Fastify undefined.
      '@typescript-eslint/return-await': 'off',
    },
  },
  {
    files: ['src/rest/openapi.ts', 'src/rest/openapi-parts.ts'],
    rules: {
      // These build the OpenAPI document as plain JSON (`Json = Record<string, any>`), checked whole by
      // test/api/openapi.test.ts against the OpenAPI schema; typing each node would add casts, not safety.
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-dynamic-delete': 'off',
    },
  },
  {
    files: ['test/**', 'e2e/**', 'bench/**'],
    rules: {
      // A test or benchmark states what it expects to exist; a wrong guess fails the run loudly anyway.
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Fakes implement async interfaces (resolvers, fetchers, sleeps) with bodies that need no await.
      '@typescript-eslint/require-await': 'off',
      // Tests and benchmarks read response bodies and SQL rows as untyped JSON and check their shape (tests
      // with expect()): those checks are the type check.
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // The few plain JavaScript files (build scripts, e2e server, configs) are in no tsconfig: no type information.
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat['recommended-latest']],
    rules: {
      // React ignores what an event handler returns; `onClick={async () => ...}` is the plain way to write one.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
);
