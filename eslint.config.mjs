/**
 * Lint (issue #15 item 6): typescript-eslint, React hooks, jsx-a11y and Next's rules, Prettier's
 * formatting left to Prettier, and the layering of docs/architecture.md as import boundaries:
 *
 *   app/ (routes) → features/ → cms/reads/ (cached CMS reads, the Payload config) → components/, lib/
 *   cms/ (collections, globals) → lib/, features/<f>/domain/
 *   a feature imports lib/, components/, checkout/ (the payment floor), cms/reads/ and itself — no other
 *   feature; lib/ and components/ import no feature, no cms/, no app/ and no Payload config.
 *
 * No exceptions are listed: a cross-feature import or an upward import from lib/ fails `npm run lint`.
 */
import js from '@eslint/js'
import nextPlugin from '@next/eslint-plugin-next'
import prettier from 'eslint-config-prettier'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const FEATURES = ['account', 'checkout', 'hotel-booking', 'newsletter', 'site', 'ticket-shop']

const alt = (names) => `(?:${names.join('|')})`
/** An import of one of `names` as a feature: relative (`../../site/…`, `../../../features/site/…`) or `@/features/site/…`. */
const featureImport = (names) => `^(?:(?:\\.\\./)+(?:features/)?|@/features/)${alt(names)}(?:/|$)`
const restricted = (patterns) => ['error', { patterns: patterns.map(([regex, message]) => ({ regex, message })) }]

/** The rule for a file of `feature`. */
const featureRule = (feature) => {
  const others = FEATURES.filter((f) => f !== feature && f !== 'checkout')
  return restricted([
    [featureImport(others), `A feature imports lib/, components/, checkout/ and itself only (docs/architecture.md): move what both need to the shared floor.`],
    [
      '^(?:\\.\\./)+(?:app|cms(?!/reads(?:/|$)))(?:/|$)|^@/(?:app|cms(?!/reads(?:/|$)))/',
      'A feature does not import app/ routes or cms/ but its reads, cms/reads/ (collections wire feature behaviour in through hooks: docs/architecture.md).',
    ],
  ])
}

export default tseslint.config(
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'public/**',
      'media/**',
      'test-results/**',
      'test-results-lane-2/**',
      'playwright-report/**',
      'coverage/**',
      '.data/**',
      'src/payload-types.ts',
      'src/app/(payload)/**',
      'migrations/*.json',
      'next-env.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, '@next/next': nextPlugin },
    settings: { react: { version: 'detect' } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
      // The dialogs move focus to their first field on open (WAI-ARIA APG modal dialog pattern).
      'jsx-a11y/no-autofocus': 'off',
    },
  },
  // Layering (docs/architecture.md)
  {
    files: ['src/lib/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': restricted([
        [
          '^(?:(?:\\.\\./)+|@/)(?:features|cms|app)(?:/|$)|^@payload-config$|payload\\.config',
          'lib/ and components/ are the shared floor: they import no feature, no cms/, no app/ and no Payload config (docs/architecture.md).',
        ],
      ]),
    },
  },
  {
    // Payload's side: collections take feature behaviour as hooks passed in by payload.config.ts; they
    // may use a feature's pure vocabulary (domain/: product kinds, social providers), nothing more.
    files: ['src/cms/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restricted([
        [
          '^(?:(?:\\.\\./)+|@/)features/[^/]+/(?!domain(?:/|$))|^(?:(?:\\.\\./)+|@/)app(?:/|$)',
          "cms/ imports a feature's domain/ only: pass behaviour in as hooks from payload.config.ts (docs/architecture.md).",
        ],
      ]),
    },
  },
  {
    // The Payload config imports the collections: a collection that read through cms/reads/ (which imports
    // the config) would make a loop.
    files: ['src/cms/**/*.{ts,tsx}'],
    ignores: ['src/cms/reads/**'],
    rules: {
      'no-restricted-imports': restricted([
        [
          '^(?:(?:\\.\\./)+|@/)features/[^/]+/(?!domain(?:/|$))|^(?:(?:\\.\\./)+|@/)app(?:/|$)',
          "cms/ imports a feature's domain/ only: pass behaviour in as hooks from payload.config.ts (docs/architecture.md).",
        ],
        ['(?:^|/)reads(?:/|$)|^@payload-config$|payload\\.config', 'Collections and globals are imported by the Payload config: they never import it, nor cms/reads/ (docs/architecture.md).'],
      ]),
    },
  },
  ...FEATURES.map((feature) => ({ files: [`src/features/${feature}/**/*.{ts,tsx}`], rules: { 'no-restricted-imports': featureRule(feature) } })),
  // One formatter per kind of value shown to people (docs/architecture.md): dates, percentages and plural
  // choices through src/lib/i18n/ (dates.ts, numbers.ts), money through src/lib/money/. hotel-date.ts
  // keeps its technical en-CA/en-US parsers; the hotel engine is a service of its own.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/i18n/**', 'src/lib/money/**', 'src/lib/hotel-date.ts', 'src/hotel-engine/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['NewExpression', 'CallExpression'].map((node) => ({
          selector: `${node}[callee.object.name='Intl'][callee.property.name=/^(?:DateTimeFormat|NumberFormat|PluralRules|RelativeTimeFormat)$/]`,
          message: 'Format dates and numbers with a named function of src/lib/i18n/dates.ts or numbers.ts (money: src/lib/money/format.ts); add one there if none fits.',
        })),
        {
          selector: 'CallExpression[callee.property.name=/^toLocale(?:Date|Time)?String$/]',
          message: 'Format dates and numbers with a named function of src/lib/i18n/dates.ts or numbers.ts (money: src/lib/money/format.ts); add one there if none fits.',
        },
        // message placeholders: one way, ICU through formatMessage (src/lib/i18n/format.ts, the engine next-intl uses)
        ...["[arguments.0.type='Literal'][arguments.0.value=/^\\{\\w+\\}$/]", '[arguments.0.regex.pattern=/\\\\{/]'].map((arg) => ({
          selector: `CallExpression[callee.property.name=/^(?:replace|replaceAll|split)$/]${arg}`,
          message: "Fill a message's placeholders with formatMessage(template, values, locale) from src/lib/i18n/format.ts (ICU: plurals and selects work too).",
        })),
      ],
    },
  },
  // Payload generates migrations with the full `{ db, payload, req }` signature.
  { files: ['migrations/**/*.ts'], rules: { '@typescript-eslint/no-unused-vars': 'off' } },
  // Playwright fixtures are declared by destructuring, `async ({}, testInfo) => …` when none is used.
  { files: ['tests/**/*.ts'], rules: { 'no-empty-pattern': 'off' } },
  prettier,
)
