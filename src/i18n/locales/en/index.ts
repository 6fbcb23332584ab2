import type { Messages } from '../zh';

/*
 * English: every file of this folder, one namespace each, typed against its zh namespace (`Messages['rooms']`).
 * The folder is the list: a new namespace is a file here and one in ../zh (listed in zh/console.ts or
 * zh/index.ts); the manifest test (app/features.test.tsx) checks that both hold exactly the manifest's
 * namespaces, and i18n/locales.test.ts that they hold the same keys.
 */
const files = import.meta.glob<Record<string, object>>(['./*.ts', '!./index.ts'], { eager: true });

export const en = Object.assign({}, ...Object.values(files)) as Messages;
