// One lint configuration for every workspace; each workspace's `lint` script names its own folders.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import { cmsImportZones } from './scripts/lib/cms-import-zones.mjs';
import { webImportZones } from './apps/web/import-zones.mjs';
import { importCyclesPlugin } from './apps/web/import-cycles.mjs';

/** A cast that claims a type (`as const` keeps a literal's type, `as unknown` claims nothing). */
const BOUNDARY_CAST = "TSAsExpression:not([typeAnnotation.typeName.name='const']):not([typeAnnotation.type='TSUnknownKeyword'])";

/**
 * Casts that silence the type checker at a boundary: read and check the value instead (zod, a type guard). A JSON
 * body or a route's data cast to a type is a claim nothing checks (docs/decisions/2026-11-29-one-home-figures.md).
 */
const castBans = [
  {
    selector: "TSAsExpression[expression.type='TSAsExpression'][expression.typeAnnotation.type='TSUnknownKeyword']",
    message: 'No `as unknown as`: type the value where it comes from (Strapi generated types, zod, a type guard).',
  },
  {
    selector: "TSAsExpression[typeAnnotation.type='TSNeverKeyword']",
    message: 'No `as never`: type the call (Strapi generated types) or the value instead.',
  },
  {
    selector: "TSAsExpression[expression.type='AwaitExpression']",
    message: 'No cast of an awaited value (a JSON body, a raw query\'s rows, a plugin\'s answer): check it with zod or type it where it comes from.',
  },
  {
    selector: `${BOUNDARY_CAST}:has(CallExpression[callee.property.name='json']), ${BOUNDARY_CAST}:has(CallExpression[callee.object.name='JSON'][callee.property.name='parse'])`,
    message: 'No cast of a JSON body: parse it with a zod schema (shared shapes in packages/contracts).',
  },
  {
    selector: `${BOUNDARY_CAST}:has(CallExpression[callee.name=/^use(Route)?LoaderData$|^useActionData$|^useMatches$/])`,
    message: "No cast of a route's data: use the loader's type (`useLoaderData<typeof loader>`), or a type both sides import from a lower layer.",
  },
];

/**
 * Typed Strapi (docs/decisions/2026-11-28-cms-typed-content-types.md): a converted content type's UID is named in its
 * data module only, and the modules that read it cast no query result (their rows are typed from the generated
 * types). Convert a content type, then add its UID and module here and its feature folder to CMS_TYPED_FOLDERS.
 */
const CMS_DATA_MODULES = {
  'api::favourite.favourite': 'apps/cms/src/family/data/favourite.ts',
  'api::child-history.child-history': 'apps/cms/src/family/data/child-history.ts',
  'api::video-position.video-position': 'apps/cms/src/family/data/video-position.ts',
  'api::media-job.media-job': 'apps/cms/src/media/data/media-job.ts',
  'api::category.category': 'apps/cms/src/library/data/category.ts',
  'api::age-range.age-range': 'apps/cms/src/library/data/age-range.ts',
  'api::device.device-session': 'apps/cms/src/utils/data/device-session.ts',
  'plugin::users-permissions.user': 'apps/cms/src/utils/data/user.ts',
  'api::child.child': 'apps/cms/src/family/data/child.ts',
  'api::child-history.listening-day': 'apps/cms/src/family/data/listening-day.ts',
  'api::coupon.coupon': 'apps/cms/src/commerce/data/coupon.ts',
  'api::subscription-plan.subscription-plan': 'apps/cms/src/commerce/data/subscription-plan.ts',
  'api::parental-consent.parental-consent': 'apps/cms/src/api/privacy/data/consent.ts',
  'api::meditation.meditation': 'apps/cms/src/media/data/meditation.ts',
  'api::sub-category.sub-category': 'apps/cms/src/library/data/sub-category.ts',
  'api::parent-gate.parent-pin': 'apps/cms/src/api/parent-gate/data/parent-pin.ts',
  'plugin::upload.file': 'apps/cms/src/media/data/upload-file.ts',
  'api::payment.stripe-event': 'apps/cms/src/commerce/data/payment-event.ts',
  'api::partner.partner': 'apps/cms/src/commerce/data/partner.ts',
  'api::partner.partner-play': 'apps/cms/src/commerce/data/partner.ts',
  'api::contact-message.contact-message': 'apps/cms/src/mail/data/contact-message.ts',
  'api::newsletter-signup.newsletter-signup': 'apps/cms/src/mail/data/newsletter-signup.ts',
  'api::welcome-signup.welcome-signup': 'apps/cms/src/mail/data/welcome-signup.ts',
  'api::family-data.privacy-audit': 'apps/cms/src/api/privacy/data/privacy-audit.ts',
  'api::retention.retention-run': 'apps/cms/src/api/privacy/data/retention-run.ts',
  'plugin::publisher.action': 'apps/cms/src/publishing/data/publisher-action.ts',
};
const CMS_TYPED_FOLDERS = [
  'apps/cms/src/api/favourite/**/*.ts',
  'apps/cms/src/api/child-history/**/*.ts',
  'apps/cms/src/api/video-position/**/*.ts',
  'apps/cms/src/media-pipeline/**/*.ts',
  'apps/cms/src/media/**/*.ts',
  'apps/cms/src/storage/private-media/**/*.ts',
  'apps/cms/src/publishing/**/*.ts',
  'apps/cms/src/api/category/**/*.ts',
  'apps/cms/src/api/age-range/**/*.ts',
  'apps/cms/src/library/**/*.ts',
  'apps/cms/src/api/library/**/*.ts',
  'apps/cms/src/api/meditation/**/*.ts',
  'apps/cms/src/api/sub-category/**/*.ts',
  'apps/cms/src/api/partner/**/*.ts',
  'apps/cms/src/api/media-access/**/*.ts',
  'apps/cms/src/api/device/**/*.ts',
  'apps/cms/src/accounts/**/*.ts',
  'apps/cms/src/api/account/**/*.ts',
  'apps/cms/src/api/payment/**/*.ts',
  'apps/cms/src/api/subscription/**/*.ts',
  'apps/cms/src/api/parent-gate/**/*.ts',
  'apps/cms/src/extensions/**/*.ts',
  'apps/cms/src/api/child/**/*.ts',
  'apps/cms/src/api/bedtime/**/*.ts',
  'apps/cms/src/commerce/**/*.ts',
  'apps/cms/src/api/coupon/**/*.ts',
  'apps/cms/src/api/subscription-plan/**/*.ts',
  'apps/cms/src/api/privacy/**/*.ts',
  'apps/cms/src/api/parental-consent/**/*.ts',
  'apps/cms/src/api/profile/**/*.ts',
  'apps/cms/src/family/**/*.ts',
  'apps/cms/src/seed/**/*.ts',
  'apps/cms/src/utils/**/*.ts',
];
const uidBans = Object.entries(CMS_DATA_MODULES).map(([uid, module]) => ({
  selector: `Literal[value='${uid}']`,
  message: `${uid} is named in ${module} only: import its constant and queries from there.`,
}));
const rowCastBans = [
  {
    selector: "TSAsExpression:has(CallExpression[callee.property.name=/^(query|documents)$/])",
    message: 'No cast of a query result: read it through the data module, whose rows are typed from the generated types.',
  },
];

/** The app draws with the UI kit's and the player's components; their tate-* classes are theirs to set. */
const rawKitClassBans = [
  {
    selector: "JSXAttribute[name.name='className'] Literal[value=/(^|\\s)tate-/]",
    message: 'Use the UI kit or player component that owns this tate-* class instead of the class itself.',
  },
  {
    selector: "JSXAttribute[name.name='className'] TemplateElement[value.raw=/(^|\\s)tate-/]",
    message: 'Use the UI kit or player component that owns this tate-* class instead of the class itself.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/.cache/**',
      '**/.strapi/**',
      '**/.tmp/**',
      '**/types/generated/**',
      '**/storybook-static/**',
      '**/public/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/cms/src/**/*.ts', 'apps/web/app/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...castBans] },
  },
  {
    files: ['apps/cms/src/**/*.ts'],
    ignores: ['**/*.test.ts', ...CMS_TYPED_FOLDERS, ...Object.values(CMS_DATA_MODULES)],
    rules: { 'no-restricted-syntax': ['error', ...castBans, ...uidBans, ...rowCastBans] },
  },
  {
    files: CMS_TYPED_FOLDERS,
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...castBans, ...uidBans, ...rowCastBans] },
  },
  {
    files: Object.values(CMS_DATA_MODULES),
    rules: { 'no-restricted-syntax': ['error', ...castBans, ...rowCastBans] },
  },
  {
    // The CMS's lowest layer knows no content type: rules about one (which files are paid) live with it or in src/storage.
    files: ['apps/cms/src/security/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...castBans,
        { selector: 'Literal[value=/^api::/]', message: 'src/security names no content type: move the rule to its feature or to src/storage.' },
      ],
    },
  },
  {
    files: ['apps/web/app/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...castBans, ...rawKitClassBans] },
  },
  {
    // The CMS's import boundaries (docs/decisions/2026-11-24-cms-import-boundaries.md): a feature (src/api/<name>)
    // imports shared code only, shared code never imports a feature, shared folders import only lower layers, and
    // no module cycle.
    files: ['apps/cms/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.json'] })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: cmsImportZones() }],
      'import-x/no-cycle': 'error',
    },
  },
  {
    // The web's import layers (docs/decisions/2026-11-28-web-import-layers.md): a folder of apps/web/app imports only
    // the ones below it in WEB_LAYERS, nothing imports the routes or the root, and no module cycle.
    files: ['apps/web/app/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: webImportZones() }],
      'import-x/no-cycle': 'error',
    },
  },
  {
    // No circle of modules tied by a type either (import-x/no-cycle skips type-only imports; `farm-studio look` draws
    // them): docs/decisions/2026-11-29-duplicates-count.md.
    files: ['apps/cms/src/**/*.{ts,tsx}', 'apps/web/app/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
    plugins: { 'import-cycles': importCyclesPlugin },
    rules: { 'import-cycles/no-type-cycle': 'error' },
  },
  {
    // Plain JavaScript that runs on Node (the web's server, the CMS's commands, npm start's and npm test's scripts, the benches).
    files: ['apps/web/server/**/*.js', 'apps/web/scripts/**/*.mjs', 'apps/cms/scripts/**/*.mjs', 'scripts/**/*.mjs', 'bench/**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
  {
    // npm start and npm test begin on the machine's own Node, which may be older than the pinned Node 24 they then
    // fetch (scripts/lib/runtime.mjs): Node 20 cannot import TypeScript, so their scripts import none.
    files: ['scripts/**/*.mjs'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '\\.[cm]?tsx?$', message: "npm start and npm test start on the machine's Node, which may not read TypeScript: import JavaScript." }] },
      ],
    },
  },
);
