import type { Messages } from '../zh';
import { activity } from './activity';
import { address } from './address';
import { auth } from './auth';
import { billingOps } from './billing-ops';
import { billingPrices } from './billing-prices';
import { billing } from './billing';
import { board } from './board';
import { brand } from './brand';
import { common } from './common';
import { coupons } from './coupons';
import { crud } from './crud';
import { dashboard } from './dashboard';
import { diagnostics } from './diagnostics';
import { errors } from './errors';
import { feedback } from './feedback';
import { fieldRules } from './field-rules';
import { goods } from './goods';
import { helpDocs } from './help-docs';
import { help } from './help';
import { home } from './home';
import { licence } from './licence';
import { live } from './live';
import { memberTypes } from './member-types';
import { members } from './members';
import { menuAdmin } from './menu-admin';
import { messages } from './messages';
import { netbarAccounts } from './netbar-accounts';
import { netbarAnalysis } from './netbar-analysis';
import { netbarClient } from './netbar-client';
import { netbarSeats } from './netbar-seats';
import { netbar } from './netbar';
import { orders } from './orders';
import { payAccount } from './pay-account';
import { payment } from './payment';
import { place } from './place';
import { points } from './points';
import { preferences } from './preferences';
import { profile } from './profile';
import { roles } from './roles';
import { roomExtras } from './room-extras';
import { rooms } from './rooms';
import { setup } from './setup';
import { shell } from './shell';
import { staffAccount } from './staff-account';
import { staff } from './staff';
import { validation } from './validation';
import { widgets } from './widgets';

/*
 * English: one file per namespace, typed against its zh namespace (`Messages['rooms']`), listed here as zh's are in
 * ../zh (index.ts and console.ts): a static list, so that the stand-alone mock server (tsx, no bundler) reads the
 * same texts for its menus' English names (mocks/messages.ts `enText`). The manifest test (app/features.test.tsx)
 * checks that zh and en hold exactly the manifest's namespaces, and i18n/locales.test.ts that they hold the same
 * keys.
 */
export const en: Messages = {
  activity,
  address,
  auth,
  billingOps,
  billingPrices,
  billing,
  board,
  brand,
  common,
  coupons,
  crud,
  dashboard,
  diagnostics,
  errors,
  feedback,
  fieldRules,
  goods,
  helpDocs,
  help,
  home,
  licence,
  live,
  memberTypes,
  members,
  menuAdmin,
  messages,
  netbarAccounts,
  netbarAnalysis,
  netbarClient,
  netbarSeats,
  netbar,
  orders,
  payAccount,
  payment,
  place,
  points,
  preferences,
  profile,
  roles,
  roomExtras,
  rooms,
  setup,
  shell,
  staffAccount,
  staff,
  validation,
  widgets,
};
