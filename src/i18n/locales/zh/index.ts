import { common } from './common';
import { brand } from './brand';
import { errors } from './errors';
import { validation } from './validation';
import { auth } from './auth';
import type { zhConsole } from './console';

/**
 * Chinese (default), one file per namespace: a feature adds its own file here and in ../en (listed in
 * en/index.ts), with the same keys, and names the namespace in its manifest's `locale` (src/config/feature.ts).
 *
 * `zh` holds what the signed-out pages need and ships in the first load; everything behind sign-in is in
 * `console.ts`, registered when the first signed-in route loads (i18n/console-messages.ts), so that the login
 * page does not grow with every feature's strings. en's files are typed against `Messages`, so a missing or
 * extra key is a compile error.
 */
export const zh = {
  common,
  brand,
  errors,
  validation,
  auth,
};

export type Messages = typeof zh & typeof zhConsole;
