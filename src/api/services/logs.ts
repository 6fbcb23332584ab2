import { LOGIN_LOG_CLEAR, type LoginLog, type OperationLog } from '@/domain/logs';
import { postWrite, resource } from '../resource';

/** businessOperationLog/list: the writes made at the place (read-only). */
export const operationLogApi = resource<OperationLog>({ base: '/business-merchant/businessOperationLog' });

/** /api/loginLog/list: the signed-in account's sign-ins (read-only). */
export const loginLogApi = resource<LoginLog>({ base: '/api/loginLog' });

/** 清空: POST /api/loginLog/delLoginLog clears the account's whole login log; resolves with the server's message. */
export const clearLoginLog = () => postWrite(LOGIN_LOG_CLEAR, {});
