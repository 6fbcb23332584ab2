import type { Messages } from '../zh';
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

/** English: the same namespaces and keys as zh. */
export const en: Messages = {
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
};
