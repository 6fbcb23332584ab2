import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import boundaries from './boundaries.js';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const SRC = path.resolve(import.meta.dirname, '..', 'src');
const file = (rel) => path.join(SRC, rel);

const tester = new RuleTester({
  languageOptions: {
    parser: tseslint.parser,
    ecmaVersion: 2022,
    sourceType: 'module',
    globals: { window: 'readonly', document: 'readonly', localStorage: 'readonly' },
  },
});

const ok = (rel, code) => ({ filename: file(rel), code });
const bad = (rel, code, pattern) => ({
  filename: file(rel),
  code,
  errors: [{ message: new RegExp(pattern) }],
});

tester.run('feature-boundary', boundaries.rules['feature-boundary'], {
  valid: [
    ok('features/rooms/room-page.tsx', "import { CrudPage } from '@/crud/crud-page';"),
    ok('features/rooms/room-page.tsx', "import { roomConfig } from './room-config';"),
    ok('features/rooms/room-page.tsx', "import type { Room } from '@/api/services/rooms';"),
    ok('features/billing/price-fields.ts', "import type { Page } from '@/api/resource';"),
    ok('features/live/notice-queue.ts', "import { type Page } from '@/api/resource';"),
    ok('app/features.ts', "import { roomsFeature } from '@/features/rooms/manifest';"),
    ok('app/page-registry.tsx', "const m = () => import('@/crud/crud-page');"),
    ok('settings/settings-store.ts', "import { keys } from '@/session/storage-keys';"),
    ok('domain/rooms.ts', "import { z } from 'zod'; import { entity } from './entity';"),
    ok('domain/rooms.ts', "import { isMobile } from '../utils/validators';"),
    ok('domain/rooms.ts', 'const w = (x: { window: number }) => x.window;'),
    // the calls live in api/services, which use the client
    ok('api/services/messages.ts', "import { request } from '@/api/client';"),
    // outside the layers: test support, the mocks
    ok('test/render-app.tsx', "import { routes } from '@/app/router';"),
  ],
  invalid: [
    bad(
      'features/rooms/room-page.tsx',
      "import { x } from '@/features/goods/goods-config';",
      'must not import features/goods',
    ),
    bad(
      'features/rooms/room-page.tsx',
      "import { x } from '../goods/goods-config';",
      'must not import features/goods',
    ),
    bad('features/rooms/room-page.tsx', "import { features } from '@/app/features';", 'must not import app/'),
    bad('features/rooms/rooms.api.ts', "import { request } from '@/api/client';", 'through api/services'),
    bad(
      'features/rooms/rooms.api.ts',
      "import { resource } from '@/api/resource';",
      'only types from api/resource',
    ),
    bad(
      'app/layout/top-bar.tsx',
      "import { X } from '@/features/feedback/feedback-button';",
      'only through its manifest',
    ),
    bad(
      'app/router.tsx',
      "const p = () => import('@/features/auth/reg-and-pwd-page');",
      'only through its manifest',
    ),
    bad(
      'settings/settings-store.ts',
      "import { x } from '@/features/profile/use-profile';",
      'settings/ is shared',
    ),
    bad(
      'crud/crud-page.tsx',
      "import { x } from '@/app/features';",
      'crud/ is shared code and must not import app/',
    ),
    bad(
      'config/feature.ts',
      "export { roomsFeature } from '@/features/rooms/manifest';",
      'config/ is shared',
    ),
    bad('i18n/locales.test.ts', "import { localeNamespaces } from '@/app/features';", 'i18n/ is shared'),
    bad('domain/rooms.ts', "import { useState } from 'react';", 'must not import react'),
    bad('domain/rooms.ts', "import { Form } from 'antd';", 'must not import antd'),
    bad('domain/rooms.ts', "import { t } from '@/i18n/i18n';", 'imports only domain/ and utils/'),
    bad('domain/rooms.ts', 'export const width = () => window.innerWidth;', "browser's window"),
    bad('domain/rooms.ts', "export const saved = () => localStorage.getItem('k');", "browser's localStorage"),
  ],
});
