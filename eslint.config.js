// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';

/**
 * The layering (the dependency rules in DESIGN.md, as they really are), refused at lint time: files under `files`
 * may import a Petverse package only when it is one of `allowed` (an entry point such as
 * 'api/contract', or a package with any of its entry points such as 'ui/*'), and never another
 * app's or package's files by a relative path.
 */
/** The server's domain rooms (`apps/server/src/<domain>/`), each used through its public file. */
const SERVER_DOMAINS = [
  'providers',
  'returns',
  'subscriptions',
  'petRecords',
  'consultations',
  'partners',
  'shipping',
  'offers',
  'pets',
];

const layer = (files, allowed, message, more = []) => {
  const names = allowed.map((a) => (a.endsWith('/*') ? `${a.slice(0, -2)}(/.*)?` : a));
  const except = names.length ? `(?!(${names.join('|')})$)` : '';
  return restrict(
    files,
    [`^@petverse/${except}`, '^(\\.\\./)+(apps|packages)/', '^(\\.\\./){2,}[a-z-]+/src/', ...more],
    message,
  );
};

/**
 * Refuses imports whose source matches one of `regexes` in `files`: static imports and exports
 * (`no-restricted-imports`) and `import()` alike (`no-restricted-syntax` on the expression's
 * literal source), so a lazy chunk cannot cross a layer either (issue 57 item 5).
 */
const restrict = (files, regexes, message) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', { patterns: regexes.map((regex) => ({ regex, message })) }],
    'no-restricted-syntax': [
      'error',
      ...regexes.map((regex) => ({
        selector: `ImportExpression > Literal[value=/${regex.replaceAll('/', '\\/')}/]`,
        message,
      })),
    ],
  },
});

/** The layering rules, one config per layer (tooling/layering.test.ts probes each). */
export const layering = [
  layer(
    ['packages/ui/src/**'],
    ['ui/*'],
    'The component library imports no other Petverse package: pass data in as props.',
  ),
  layer(
    ['packages/api/src/**'],
    ['api/*'],
    'The API client and contract import no other Petverse package (no UI, no forms).',
  ),
  layer(
    ['packages/forms/src/**'],
    ['ui/*', 'forms/*', 'api/contract', 'api/client', 'api/password'],
    'Forms import the UI and the API only as contract, client and password rules (no hooks).',
  ),
  layer(
    ['packages/mail/src/**'],
    ['api/contract', 'ui/format'],
    'Mail templates import the contract and the money and date formats only.',
  ),
  layer(
    ['apps/server/src/**'],
    ['api/contract', 'api/password', 'forms/definitions', 'mail'],
    'The server imports the contract, the password rules, the form definitions and the mails: never a browser package; and a domain of its own (`src/<domain>/`) only through its public file (`../providers`, `../returns`, `../subscriptions`; `db/client.ts` joins its tables).',
    // Inside the server a domain is used through `src/<domain>/index.ts` (its tables too, for the
    // schema, and its tests' fixtures, `testing.ts`): never one of its other files from outside it.
    [`^(\\.\\./)+(${SERVER_DOMAINS.join('|')})/(?!(index|tables|testing)$)`],
  ),
  layer(
    ['apps/site/src/**', 'apps/admin/src/**', 'apps/pro/src/**', 'packages/embed/src/**'],
    ['ui/*', 'api/*', 'forms/*', 'embed/*'],
    'The site, the back office, the provider portal and the embed talk to the server over HTTP only.',
  ),
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      'storybook-static/**',
      'data/**',
      '**/drizzle/meta/**',
      'coverage/**',
      // Scratch space git ignores too (a build kept for a benchmark's A/B: bench/search.mjs).
      '**/.tmp/**',
      // A partner's app outside the workspace: type-checked against the packed tarballs by
      // e2e/tests/partner-react.e2e.ts, where its dependencies are installed.
      'examples/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: [
            '*.js',
            '*.mjs',
            'scripts/*.mjs',
            'scripts/*.d.mts',
            'bench/*.mjs',
            'tooling/*/*.js',
            'tooling/*.js',
            'tooling/*.test.ts',
            '.storybook/*.ts',
            '.storybook/*.tsx',
          ],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // Fastify plugins and Storybook hooks are async by contract even when they await nothing.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
    },
  },
  {
    files: [
      '**/*.tsx',
      'packages/**/*.ts',
      'apps/site/**/*.ts',
      'apps/admin/**/*.ts',
      'apps/pro/**/*.ts',
    ],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  ...storybook.configs['flat/recommended'],
  {
    files: ['**/*.test.ts', '**/*.test.tsx', '**/test/**/*.ts', 'e2e/**/*.ts'],
    rules: {
      // Tests read untyped JSON answers on purpose.
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  ...layering,
);
