// @ts-check
import js from '@eslint/js';
import pluginVue from 'eslint-plugin-vue';
import tseslint from 'typescript-eslint';

/** Raw IPC lives only in the IPC transport and the preload; everything else goes through the contract. */
const rawIpc = {
  name: 'electron',
  importNames: ['ipcMain', 'ipcRenderer'],
  message: 'Raw IPC is only allowed in electron/main/transports/ipc/ and electron/preload/: declare an operation in the contract instead.',
};

const nodeBuiltins = [
  'assert', 'buffer', 'child_process', 'crypto', 'dns', 'events', 'fs', 'fs/promises', 'http',
  'https', 'net', 'os', 'path', 'process', 'stream', 'tls', 'url', 'util', 'worker_threads', 'zlib',
];

/** The renderer is untrusted: no Electron, no keychain, no Node. */
const rendererRestrictions = {
  paths: [
    { name: 'electron', message: 'The renderer never imports electron: use window.desk through src/bridge.' },
    { name: 'keytar', message: 'Secrets live in main only.' },
    ...nodeBuiltins.map((name) => ({ name, message: 'The renderer has no Node APIs.' })),
  ],
  patterns: [
    { group: ['node:*'], message: 'The renderer has no Node APIs.' },
    { group: ['**/electron/main/**', '**/electron/sandbox/**', '**/electron/preload/**'], message: 'The renderer may import only the contract (@contract/…).' },
  ],
};

/** Layers that must run in plain Node (services, client, sandbox, web host): no Electron at all. */
const electronFreeRestrictions = {
  paths: [{ name: 'electron', message: 'This layer runs outside Electron too (browser mode, tests): take what you need as a parameter.' }],
};

/**
 * SQL outside electron/main/archive/: a statement, a transaction, the order file's raw database, or
 * the modules that open one. The message says where the query belongs.
 */
const doorMessage = 'SQL lives in electron/main/archive/ only: add a typed read or write there (the order file\'s door, whose writes tell their change) and call it.';
const outsideTheDoor = [
  { selector: "CallExpression[callee.property.name=/^(prepare|exec|pragma)$/][arguments.0.type=/^(Literal|TemplateLiteral)$/]", message: doorMessage },
  { selector: 'CallExpression[callee.property.name=/^(prepare|exec|pragma|transaction)$/][callee.object.name=/(^db$|database|Db$)/i]', message: doorMessage },
  { selector: 'CallExpression[callee.property.name=/^(prepare|exec|pragma|transaction)$/][callee.object.property.name=/^db$/]', message: doorMessage },
  { selector: "MemberExpression[property.name='db'][object.name='orderFile']", message: doorMessage },
  { selector: "MemberExpression[property.name='db'][object.property.name='orderFile']", message: doorMessage },
  { selector: 'ImportDeclaration[source.value=/(^libsql$|open-archive$|orders.atomically$)/]', message: doorMessage },
];

export default tseslint.config(
  { ignores: ['out/**', 'dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginVue.configs['flat/recommended'],
  {
    files: ['**/*.vue'],
    languageOptions: { parserOptions: { parser: tseslint.parser } },
  },
  {
    // TypeScript already checks names; no-undef only misfires on DOM and Node globals.
    files: ['**/*.ts', '**/*.vue', '**/*.mts'],
    rules: { 'no-undef': 'off' },
  },
  {
    languageOptions: {
      globals: { console: 'readonly', process: 'readonly', URL: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly' },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-imports': ['error', { paths: [rawIpc] }],
      'vue/multi-word-component-names': 'off',
      'vue/max-attributes-per-line': 'off',
      'vue/singleline-html-element-content-newline': 'off',
      'vue/html-self-closing': 'off',
    },
  },
  {
    files: ['electron/main/transports/ipc/**', 'electron/preload/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/**'],
    rules: { 'no-restricted-imports': ['error', rendererRestrictions] },
  },
  {
    files: [
      'electron/contract/**',
      'electron/shared/**',
      'electron/sandbox/**',
      'electron/main/desk/**',
      'electron/main/wholesale/**',
      'electron/main/credentials/**',
      'electron/main/archive/**',
      'electron/main/transports/web/**',
      'electron/main/transports/dispatch/**',
      'electron/main/logging/**',
      'electron/main/storage/**',
      'electron/main/desk-runtime.ts',
      'electron/main/browser-mode.ts',
    ],
    rules: { 'no-restricted-imports': ['error', electronFreeRestrictions] },
  },
  {
    // One door to the order file (docs/architecture.md, "The order file's door"): SQL is written only
    // in electron/main/archive/, where every write goes through the change funnel. The simulator
    // (electron/sandbox) keeps its state in a JSON file and holds no SQL: it is not exempt.
    files: ['electron/**/*.ts'],
    ignores: ['electron/main/archive/**'],
    rules: {
      'no-restricted-syntax': ['error', ...outsideTheDoor],
    },
  },
  {
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: { console: 'readonly', process: 'readonly', fetch: 'readonly', setTimeout: 'readonly', setInterval: 'readonly', clearInterval: 'readonly' } },
  },
);
