/** The tables of the logs (mocks/domains/logs/routes.ts). */
import type { LoginLog, OperationLog } from '../../../src/domain/logs';
import { defineTables, type StoredRow } from '../../table';

export const LOG_TABLES = {
  /** every write made at a place (businessOperationLog) */
  operation: 'businessOperationLog',
  /** every sign-in of an account, refused ones too (/api/loginLog) */
  login: 'loginLog',
} as const;

/** A write at a place as the log answers it, with whose place and user it was. */
export interface OperationLogRow extends StoredRow, OperationLog {
  placeId: number;
  userId: number;
}

/** A sign-in as the log answers it, with whose account it was (not a place's). */
export interface LoginLogRow extends StoredRow, LoginLog {
  placeId: null;
  userId: number;
}

export const LOGS = defineTables<{ operation: OperationLogRow; login: LoginLogRow }>(LOG_TABLES);
