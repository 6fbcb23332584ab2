/**
 * The tables of the message centre (§7 Messages and notices; mocks/domains/message-center/routes.ts, and the
 * positions of mocks/domains/staff/routes.ts) and the rows they store.
 */
import { defineTables, type StampedRow, type StoredRow } from '../../table';

/** The tables of mocks/domains/message-center/routes.ts. */
export const MESSAGE_TABLES = {
  /** staff positions of a place: {positionName, sort} (businessPlacePosition/getSelect) */
  position: 'businessPlacePosition',
  /** message templates: {templateName, scene, content, signature, status} */
  msgModel: 'businessMsgModel',
  /** which SMS templates of the platform a place sends: {templateId, status} (no row = off) */
  smsSwitch: 'placeMessageStatus',
  /** SMS sent: {phone (masked), guestName, templateId, content, count, status 1 sent / 0 failed, failReason, sendTime} */
  smsRecord: 'smsSendRecord',
  /** notices to staff: {title, content (HTML as written), positionIds, status, publishTime} */
  notice: 'businessNotice',
} as const;

/** A position of the place; the seed's have no remark and no times (the handler answers ''). */
export interface PositionRow extends StoredRow {
  placeId: number;
  positionName: string;
  sort: number;
  remark?: string;
  createTime?: string;
  updateTime?: string;
}

/** A message template of the place. */
export interface MsgModelRow extends StampedRow {
  placeId: number;
  templateName: string;
  /** a MSG_SCENES key */
  scene: number;
  /** with {placeholders} */
  content: string;
  signature: string;
  /** 1 enabled */
  status: number;
}

/** Whether the place sends one of the platform's SMS (SMS_TEMPLATES); no row is off. */
export interface SmsSwitchRow extends StoredRow {
  placeId: number;
  templateId: number;
  status: number;
}

/** An SMS sent for the place. */
export interface SmsRecordRow extends StoredRow {
  placeId: number;
  /** masked: 138****6721 */
  phone: string;
  guestName: string;
  templateId: number;
  content: string;
  /** billed messages (smsParts) */
  count: number;
  /** 1 sent, 0 failed */
  status: number;
  failReason: string;
  sendTime: string;
}

/** A notice to the staff of some positions. */
export interface NoticeRow extends StampedRow {
  placeId: number;
  title: string;
  /** HTML as written */
  content: string;
  positionIds: number[];
  /** 1 published */
  status: number;
  /** when it was last enabled */
  publishTime: string;
}

/** The message centre's tables with their row types: `db.table(MESSAGES.notice)` is a NoticeRow[]. */
export const MESSAGES = defineTables<{
  position: PositionRow;
  msgModel: MsgModelRow;
  smsSwitch: SmsSwitchRow;
  smsRecord: SmsRecordRow;
  notice: NoticeRow;
}>(MESSAGE_TABLES);
