import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import boundaries from './eslint/boundaries.js';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-demo',
      'dist-e2e',
      '.bench',
      '.tmp',
      'public/mockServiceWorker.js',
      'coverage',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX, local: boundaries },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.app.json', 'tsconfig.node.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'local/feature-boundary': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // issue 16: every dialog traps the focus and gives it back. antd's Modal and Drawer do both, unless told not
      // to; their focus tests (src/test/focus.ts) catch what this cannot (a hand-made overlay).
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'JSXOpeningElement[name.name=/^(Modal|Drawer)$/] > JSXAttribute[name.name=/^(focusTriggerAfterClose|focusable|autoFocus)$/]',
          message: "A dialog keeps antd's focus trap and gives the focus back on close (issue 16).",
        },
        {
          selector:
            "JSXOpeningElement[name.name=/^(Modal|Drawer)$/] > JSXAttribute[name.name='mask'] > JSXExpressionContainer > Literal[value=false]",
          message: 'Without its mask an antd dialog does not trap the focus (issue 16).',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-router-dom', message: 'Import from react-router (v7).' },
            {
              name: 'crypto-js',
              message: 'Import crypto-js per module (crypto-js/aes, crypto-js/enc-utf8).',
            },
          ],
        },
      ],
    },
  },
  {
    // Only the one client may call axios; nothing calls fetch (mocks and tooling excepted).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/api/client.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'axios', message: 'Use the one client in src/api/client.ts.' },
            { name: 'react-router-dom', message: 'Import from react-router (v7).' },
            {
              name: 'crypto-js',
              message: 'Import crypto-js per module (crypto-js/aes, crypto-js/enc-utf8).',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Use the one client in src/api/client.ts.' },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['public/mock-sw.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
);
