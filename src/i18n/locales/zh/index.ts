import { common } from './common';
import { brand } from './brand';
import { errors } from './errors';
import { validation } from './validation';
import { auth } from './auth';
import { place } from './place';
import { home } from './home';
import { profile } from './profile';
import { preferences } from './preferences';
import { address } from './address';
import { help } from './help';
import { shell } from './shell';

/**
 * Chinese (default), one file per namespace: a feature adds its own file here and in ../en, with the same keys.
 * en's files are typed against these, so a missing or extra key is a compile error.
 */
export const zh = {
  common,
  brand,
  errors,
  validation,
  auth,
  place,
  home,
  shell,
  profile,
  preferences,
  address,
  help,
};

export type Messages = typeof zh;
