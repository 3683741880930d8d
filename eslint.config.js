import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const REMOTES = ['mf-properties', 'mf-contacts', 'mf-finance', 'mf-documents', 'mf-ai'];

/** The sdk's test helpers (`@immodesk/sdk/testing`) are never bundled: only tests import them. */
const TESTING_ONLY = {
  group: ['@immodesk/sdk/testing'],
  message: 'Only *.test.ts(x) files may import @immodesk/sdk/testing.',
};
const TEST_FILES = ['**/*.test.{ts,tsx}'];

/**
 * Inside a service, code uses the service's own types (`src/domain/`); the HTTP contracts (`@immodesk/contracts`)
 * appear only at its edge: the public API file (`src/<name>Api.ts`) and `src/mappers/`. So a response-shape change
 * breaks compilation at the edge, never in entities, repositories or use cases. Tests may check responses
 * against the contracts. Identity has two API files:
 * identityApi.ts and organizationBrandingApi.ts. A service's sub-area with its own API file (finance's banking and
 * statements) has its edge there: `src/<area>/<area>Api.ts`.
 */
const SERVICE_EDGE_FILES = [
  'services/*/src/*Api.ts',
  'services/*/src/*/*Api.ts',
  'services/*/src/mappers/**',
];
const CONTRACTS_AT_THE_EDGE_ONLY = {
  // The vocabulary (plans, placeholders, rule ids, document types, address, money) is zod-free and has one home, so
  // a service's domain code reads it from there instead of keeping a copy.
  // So is its text helper (`text/escapeHtml`), which the services and the front ends share.
  regex: '^(@immodesk/contracts(/(?!(vocabulary|text)/[^/]+$).*)?|.*/contracts/src/.*)$',
  message:
    'Inside a service use its own types (src/domain/); the HTTP contracts belong in its API file (src/*Api.ts) or src/mappers/. The vocabulary (@immodesk/contracts/vocabulary/*) may be imported anywhere.',
};

const SERVICE_PACKAGES =
  'identity|properties|contacts|finance|documents|ai|messaging|contracts-service|billing';
/**
 * The BFF enters a service through its door only: a root-level `<name>Api` module (its interface, its in-process
 * and HTTP implementations, its public types, its database module for the composition root). Nothing else of a
 * service (use cases, entities, rendering, mail) is the BFF's to import; its tests may reach further.
 */
const SERVICE_DOORS_ONLY = {
  regex: `^@immodesk/(${SERVICE_PACKAGES})/(?![A-Za-z]+Api$)`,
  message: 'The BFF imports a service only through its root API module (@immodesk/<service>/<name>Api).',
};

/** A remote may import only shared code (sdk, ui-kit, contracts), never another remote or the shell app. */
function remoteBoundary(remote) {
  const others = REMOTES.filter((name) => name !== remote);
  const patterns = [
    {
      group: [...others.flatMap((o) => [o, `${o}/*`, `**/${o}/**`])],
      message: 'A remote must not import another remote; load it at run time through the shell.',
    },
    {
      group: ['@immodesk/shell', '@immodesk/shell/*', '**/shell/app/**'],
      message: 'A remote must not import the shell app; use @immodesk/sdk.',
    },
    {
      group: [
        '@immodesk/bff',
        '@immodesk/bff/*',
        '@immodesk/platform/*',
        '@immodesk/identity/*',
        '@immodesk/properties/*',
        '@immodesk/contacts/*',
        '@immodesk/finance/*',
        '@immodesk/documents/*',
        '@immodesk/ai/*',
        '@immodesk/messaging/*',
      ],
      message: 'Front-end code talks to the BFF over HTTP only.',
    },
  ];
  return [
    {
      files: [`${remote}/**/*.{ts,tsx}`],
      rules: { 'no-restricted-imports': ['error', { patterns: [...patterns, TESTING_ONLY] }] },
    },
    {
      files: TEST_FILES.map((glob) => `${remote}/${glob}`),
      rules: { 'no-restricted-imports': ['error', { patterns }] },
    },
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.bench/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
    },
  },
  {
    files: ['shell/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}'],
    // Playwright fixtures call `use`, which is not React's hook.
    ignores: ['shell/e2e/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['shell/{app,ui-kit}/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    rules: { 'no-restricted-imports': ['error', { patterns: [TESTING_ONLY] }] },
  },
  ...REMOTES.flatMap(remoteBoundary),
  {
    files: ['services/*/src/**/*.ts'],
    ignores: [...SERVICE_EDGE_FILES, ...TEST_FILES],
    rules: { 'no-restricted-imports': ['error', { patterns: [CONTRACTS_AT_THE_EDGE_ONLY] }] },
  },
  {
    files: ['bff/**/*.ts'],
    ignores: TEST_FILES,
    rules: { 'no-restricted-imports': ['error', { patterns: [SERVICE_DOORS_ONLY] }] },
  },
);
