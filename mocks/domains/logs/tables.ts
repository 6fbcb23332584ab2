/** The tables of the logs (mocks/domains/logs/routes.ts). */
import type { LoginWay, OperationAction } from '../../../src/domain/logs';
import { defineTables, type StoredRow } from '../../table';

export const LOG_TABLES = {
  /** every write made at a place (businessOperationLog) */
  operation: 'businessOperationLog',
  /** every sign-in of an account, refused ones too (/api/loginLog) */
  login: 'loginLog',
} as const;

export interface OperationLogRow extends StoredRow {
  placeId: number;
  userId: number;
  operator: string;
  account: string;
  module: string;
  action: OperationAction;
  target: string;
  path: string;
  result: string;
  ip: string;
  createTime: string;
}

export interface LoginLogRow extends StoredRow {
  placeId: null;
  userId: number;
  account: string;
  way: LoginWay;
  success: 0 | 1;
  message: string;
  ip: string;
  client: string;
  createTime: string;
}

export const LOGS = defineTables<{ operation: OperationLogRow; login: LoginLogRow }>(LOG_TABLES);
