import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Feature folders of the page (DESIGN.md): each imports only its own files and the client's shared
// layers, never another feature; the page (app.tsx, writing-page.tsx, main.tsx) composes them.
const FEATURES = ['tabs', 'personas', 'query-box', 'reply', 'header', 'faq', 'shortcuts', 'exchange', 'pwa', 'browser-model'];
// The client's shared layers, each allowed to import only the layers listed after it.
const LAYERS = { state: ['state', 'lib'], ui: ['ui', 'lib'], lib: ['lib'], markdown: ['markdown', 'ui', 'lib'] };
const SHARED_LAYERS = Object.keys(LAYERS).map((name) => `./${name}`);
// Folders with one public entry: code outside them imports the entry, never what is behind it.
const SEALED = [
  { folder: 'src/client/reply/changes', entry: 'index.ts', what: 'The changes view' },
  { folder: 'src/client/reply/long-document', entry: 'index.ts', what: 'The long-document engine' },
  { folder: 'src/client/reply/refine', entry: 'index.ts', what: 'Refining a reply' },
  { folder: 'src/client/reply/compare', entry: 'index.ts', what: 'The model comparison' },
];

/** Globs of every file under src/client outside `folder` (minimatch extglobs, one per level). */
function outside(folder) {
  const levels = folder.split('/').slice(2); // below src/client
  return levels.flatMap((name, i) => {
    const parent = ['./src/client', ...levels.slice(0, i)].join('/');
    return [`${parent}/*`, `${parent}/!(${name})/**`];
  });
}

const featureAndLayerZones = [
  ...FEATURES.map((feature) => ({
    target: `./src/client/${feature}`,
    from: './src/client',
    except: [`./${feature}`, ...SHARED_LAYERS],
    message: 'Features meet only through state/, ui/, lib/, markdown/ or the page that composes them.',
  })),
  ...Object.entries(LAYERS).map(([layer, allowed]) => ({
    target: `./src/client/${layer}`,
    from: './src/client',
    except: allowed.map((name) => `./${name}`),
    message: `${layer}/ is shared by the features: it imports only ${allowed.join(', ')}.`,
  })),
];
const clientZones = [
  ...featureAndLayerZones,
  ...SEALED.map(({ folder, entry, what }) => ({
    target: outside(folder),
    from: `./${folder}`,
    except: [`./${entry}`],
    message: `${what} is used through its entry, ${folder}/${entry}.`,
  })),
  { target: './src', from: './tests', message: 'What ships never imports test code.' },
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Globals per side, as in the TypeScript projects (tsconfig.*.json): the page has the browser's,
  // the server Node's, shared code neither; tests, benchmarks and configs drive both.
  {
    files: ['**/*.{ts,tsx,js}'],
    ignores: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  { files: ['src/**/*.test.{ts,tsx}', 'src/client/**/fixtures/**', 'src/client/pwa/web-manifest.ts'], languageOptions: { globals: { ...globals.browser, ...globals.node } } },
  { files: ['src/client/**/*.{ts,tsx}'], ignores: ['src/**/*.test.{ts,tsx}', 'src/client/**/fixtures/**', 'src/client/pwa/web-manifest.ts'], languageOptions: { globals: globals.browser } },
  { files: ['src/server/**/*.ts'], ignores: ['src/**/*.test.ts'], languageOptions: { globals: globals.node } },
  { files: ['src/shared/**/*.ts'], ignores: ['src/**/*.test.ts'], languageOptions: { globals: {} } },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['src/client/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      // tsconfig.json lists the per-side projects; the resolver follows its references.
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: clientZones }],
    },
  },
  // Tests beside the code may use the shared test helpers under tests/, and may read the words and
  // state behind a sealed folder's entry to assert on what it shows.
  { files: ['src/**/*.test.{ts,tsx}'], rules: { 'import-x/no-restricted-paths': ['error', { zones: featureAndLayerZones }] } },
  // Playwright fixtures must destructure their (empty) dependencies.
  { files: ['tests/e2e/**/*.ts'], rules: { 'no-empty-pattern': 'off' } },
  // Import boundaries of DESIGN.md: shared ← server, shared ← client, never client ↔ server.
  {
    files: ['src/client/**/*.{ts,tsx}'],
    rules: {
      // react-dom/server is React's static renderer (tests compare markup with it), not our server.
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**', '**/server', '!react-dom/server'], message: 'The client never imports server code.' }] }],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/client/**', '**/client'], message: 'The server never imports client code.' }] }],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/client/**', '**/server/**', 'node:*', 'react', 'react-dom'], message: 'Shared code has no DOM, Node or side-specific imports.' }] },
      ],
    },
  },
);
