import { place } from './place';
import { home } from './home';
import { shell } from './shell';
import { profile } from './profile';
import { preferences } from './preferences';
import { address } from './address';
import { help } from './help';
import { crud } from './crud';
import { widgets } from './widgets';
import { rooms } from './rooms';
import { setup } from './setup';
import { payAccount } from './pay-account';
import { roomExtras } from './room-extras';
import { dashboard } from './dashboard';
import { board } from './board';
import { billing } from './billing';
import { billingPrices } from './billing-prices';
import { billingOps } from './billing-ops';
import { fieldRules } from './field-rules';
import { payment } from './payment';
import { licence } from './licence';
import { live } from './live';
import { feedback } from './feedback';
import { helpDocs } from './help-docs';
import { messages } from './messages';
import { goods } from './goods';
import { staff } from './staff';
import { staffAccount } from './staff-account';
import { roles } from './roles';
import { netbar } from './netbar';
import { netbarAccounts } from './netbar-accounts';
import { netbarSeats } from './netbar-seats';
import { activity } from './activity';
import { netbarAnalysis } from './netbar-analysis';
import { netbarClient } from './netbar-client';
import { orders } from './orders';
import { diagnostics } from './diagnostics';
import { menuAdmin } from './menu-admin';
import { members } from './members';
import { memberTypes } from './member-types';
import { points } from './points';
import { coupons } from './coupons';

/**
 * The Chinese strings of the signed-in console (see index.ts): the one list of their namespaces (en collects
 * its folder). A new feature adds its namespace here and names it in its manifest's `locale`.
 */
export const zhConsole = {
  place,
  home,
  shell,
  profile,
  preferences,
  address,
  help,
  crud,
  widgets,
  rooms,
  setup,
  payAccount,
  roomExtras,
  dashboard,
  board,
  billing,
  billingPrices,
  billingOps,
  fieldRules,
  payment,
  licence,
  live,
  feedback,
  helpDocs,
  messages,
  goods,
  staff,
  staffAccount,
  roles,
  orders,
  netbar,
  netbarAccounts,
  netbarSeats,
  activity,
  netbarAnalysis,
  netbarClient,
  diagnostics,
  menuAdmin,
  members,
  memberTypes,
  points,
  coupons,
};
