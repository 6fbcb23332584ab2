import { request } from '@/api/client';
import {
  MSG_MODEL_BASE,
  NOTICE_BASE,
  NOTIFICATION_BASE,
  SMS_BASE,
  type Notice,
  type NoticeInput,
} from '@/domain/messages';
import type { CallMeta } from '@/api/call-meta';
import { listParams, resource, type CrudResource, type ListQuery, type Page } from '@/api/resource';
import { pageOf, type CrudCalls } from '@/crud/types';
import { notificationApi, type BusinessNotification } from '@/api/services/notifications';
import type { PayChannel, PayStatus } from '@/domain/licence';

/**
 * The calls of /info/msg (§7 Messages and notices), served by mocks/domains/message-center/routes.ts (and
 * notification.ts for the system notifications): message templates (businessMsgModel), the place's SMS
 * (/business-merchant/message) and notices to staff (businessNotice; the positions they are addressed to come
 * from services/staff-employees' `positionSelectOptions`). Each is the engine's `CrudCalls` (a list and the calls
 * it has), so the CRUD engine lists and edits them and offers no action whose call is absent.
 */

export type { BusinessNotification };
export type OnOff = 0 | 1;

/* ------------------------------------------------------------------ system notifications */

/** businessNotification/list as a list of the engine: `status` 0 unread / 1 read, silent (the page shows errors). */
export const notificationResource: CrudCalls<BusinessNotification> = {
  list: (q, call) =>
    request<Page<BusinessNotification>>({
      method: 'post',
      url: `${NOTIFICATION_BASE}/list`,
      data: { pageNumber: q.page, pageSize: q.size, status: q.filters?.status },
      meta: call,
    }),
};

/** The ids of every unread notification of the place (pages of 100). */
export async function unreadIds(): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const res = await notificationResource.list(
      { page, size: 100, filters: { status: 0 } },
      { silent: true },
    );
    ids.push(...res.records.map((r) => r.id));
    if (res.records.length === 0 || ids.length >= res.total) return ids;
  }
}

/** Mark notifications read one by one (there is no batch call); resolves with how many were marked. */
export async function markAllRead(ids: number[]): Promise<number> {
  for (const id of ids) await notificationApi.markRead(id);
  return ids.length;
}

/* ------------------------------------------------------------------ message templates */

/** A message template of the place: what a scene's SMS says, with placeholders such as {客人姓名}. */
export interface MsgTemplate {
  id: number;
  templateName: string;
  /** MSG_SCENES (options.ts) */
  scene: number;
  sceneName: string;
  content: string;
  /** the SMS signature without 【】 */
  signature: string;
  status: OnOff;
  createTime: string;
  updateTime: string;
}

export type MsgTemplateInput = Partial<
  Pick<MsgTemplate, 'templateName' | 'scene' | 'content' | 'signature' | 'status'>
>;

const templateCalls = resource<MsgTemplate, MsgTemplateInput>({ base: MSG_MODEL_BASE });

/**
 * listByPlaceId answers the whole (filtered) list, paged here; there is no status call, so the switch edits
 * the status alone.
 */
export const msgTemplateResource: CrudResource<MsgTemplate, MsgTemplateInput> = {
  ...templateCalls,
  list: async (q, call) =>
    pageOf(
      await request<MsgTemplate[]>({
        method: 'get',
        url: `${MSG_MODEL_BASE}/listByPlaceId`,
        params: cleanQuery(q),
        meta: call,
      }),
      q,
    ),
  changeStatus: (id, status, call) => templateCalls.edit({ id, status: status as OnOff }, call),
};

/** The filters of an unpaged list call. */
function cleanQuery(q: ListQuery): Record<string, unknown> {
  const { pageNumber: _n, pageSize: _s, ...rest } = listParams(q);
  return rest;
}

/* ------------------------------------------------------------------ SMS */

/** A platform SMS the place may send, worded by its own enabled template of the scene or the platform's. */
export interface SmsTemplate {
  id: number;
  templateCode: string;
  templateName: string;
  scene: number;
  sceneName: string;
  signature: string;
  content: string;
  /** the place's template that words it; null while the platform's wording is used */
  modelId: number | null;
  modelName: string;
  /** 1 the place sends it */
  status: OnOff;
}

export interface SmsCount {
  /** messages left */
  balance: number;
  /** messages billed for what was sent */
  sentCount: number;
  /** sends that failed */
  failCount: number;
}

export interface SmsSendRecord {
  id: number;
  /** masked: 138****6721 */
  phone: string;
  guestName: string;
  templateId: number;
  templateName: string;
  scene: number | null;
  content: string;
  /** billed messages */
  count: number;
  /** 1 sent, 0 failed */
  status: OnOff;
  failReason: string;
  sendTime: string;
}

/** An SMS pack order (the licence orders of licenseType 7). */
export interface SmsBuyRecord {
  id: number;
  outTradeNo: string;
  planName: string;
  num: number;
  price: number;
  payChannel: PayChannel;
  payStatus: PayStatus;
  buyTime: string;
  payTime: string;
}

export const smsApi = {
  count: () => request<SmsCount>({ method: 'get', url: `${SMS_BASE}/getCount` }),
};

/** getPlaceMessageTemplate (unpaged) with updatePlaceMessageStatus {id, status} as the switch. */
export const smsTemplateResource: CrudCalls<SmsTemplate> = {
  list: async (q, call) =>
    pageOf(
      await request<SmsTemplate[]>({ method: 'get', url: `${SMS_BASE}/getPlaceMessageTemplate`, meta: call }),
      q,
    ),
  changeStatus: resource<SmsTemplate>({ base: SMS_BASE, paths: { changeStatus: 'updatePlaceMessageStatus' } })
    .changeStatus,
};

export const smsSendResource: CrudCalls<SmsSendRecord> = {
  list: resource<SmsSendRecord>({ base: SMS_BASE, paths: { list: 'getSendRecorde' } }).list,
};

export const smsBuyResource: CrudCalls<SmsBuyRecord> = {
  list: resource<SmsBuyRecord>({ base: SMS_BASE, paths: { list: 'getBuyRecorde' } }).list,
};

/* ------------------------------------------------------------------ notices */

/** A notice to the staff of some positions. */
/** A notice to the staff: declared in src/domain/messages.ts. */
export type { Notice, NoticeInput };

const noticeCalls = resource<Notice, NoticeInput>({
  base: NOTICE_BASE,
  paths: { changeStatus: 'enableOrDisable' },
});

/** §7: businessNotice lists by POST. */
export const noticeResource: CrudResource<Notice, NoticeInput> = {
  ...noticeCalls,
  list: (q: ListQuery, call?: CallMeta) =>
    request<Page<Notice>>({ method: 'post', url: `${NOTICE_BASE}/list`, data: listParams(q), meta: call }),
};
