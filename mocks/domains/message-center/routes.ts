/**
 * The message centre of /info/msg (§7 Messages and notices), per place: message templates
 * (businessMsgModel), the place's SMS (/business-merchant/message: which platform SMS it sends, its balance,
 * what was sent and the packs it bought) and notices to staff addressed to positions (businessNotice), with
 * the positions they are addressed to (businessPlacePosition/getSelect). Serves exactly the shapes of
 * src/api/services/messages.ts. System notifications are mocks/domains/notification/routes.ts.
 *
 * The SMS balance is the `smsAccount` row that common-license.ts tops up when a pack is paid, and the buy
 * records are that file's SMS orders (licenseType 7): this file only reads them.
 */
import { LICENSE_TYPE } from '../../../src/domain/licence';
import {
  MSG_MODEL_BASE,
  msgTemplateEntity,
  NOTICE_BASE,
  noticeEntity,
  SMS_BASE,
  TEMPLATE_CONTENT_MAX,
} from '../../../src/domain/messages';
import { POSITION_BASE } from '../../../src/domain/staff';
export { SIGNATURE_RE, TEMPLATE_CONTENT_MAX } from '../../../src/domain/messages';
import { zhText } from '../../messages';
import {
  atField,
  crud,
  foundRow,
  invalid,
  ok,
  paginate,
  placeIdOf,
  route,
  rowsAt,
  PLACE_READ,
  placeWrite,
  switchValue,
  type CrudContext,
  type CrudValidateArgs,
  type Problem,
} from '../../contract';
import { formatTime, type Db, type PlaceRow } from '../../db';
import { int, MSG, text } from '../../validate';
import { LICENCES } from '../common-license/tables';
import { MSG_PLACEHOLDERS, MSG_SCENES, SMS_TEMPLATES, type SmsTemplate } from './seed';
import { MESSAGES, type MsgModelRow, type NoticeRow, type SmsRecordRow } from './tables';

/** Template content and notice body limits. */
export { NOTICE_CONTENT_MAX } from '../../../src/domain/messages';

export const MESSAGE_MSG = {
  required: MSG.required,
  name: MSG.name,
  max50: MSG.max50,
  templateNameTaken: zhText({ key: 'messages.templateNameTaken' }),
  scene: zhText({ key: 'messages.sceneRequired' }),
  contentTooLong: zhText({ key: 'fieldRules.maxLength', params: { max: TEMPLATE_CONTENT_MAX } }),
  signature: zhText({ key: 'messages.signatureRule' }),
  smsTemplateMissing: '短信模板不存在',
  noBalance: '短信余额不足，请先购买短信包',
  noticeContent: zhText({ key: 'messages.noticeContentRequired' }),
  noticeTooLong: zhText({ key: 'messages.noticeTooLong' }),
  positionsRequired: zhText({ key: 'messages.positionsRequired' }),
  positionMissing: zhText({ key: 'messages.positionMissing' }),
} as const;

/** '含有不支持的占位符：{房号}' */
export const unknownPlaceholder = (name: string) => `含有不支持的占位符：{${name}}`;

/* ------------------------------------------------------------------ shared */

/** The placeholders of a text that are not in MSG_PLACEHOLDERS, in order of appearance. */
export function unknownPlaceholders(content: string): string[] {
  return [...content.matchAll(/\{([^{}]*)\}/g)]
    .map((m) => m[1]!)
    .filter((p) => !MSG_PLACEHOLDERS.includes(p));
}

/** A place's name without the branch in brackets, as the default SMS signature: 云栖电竞酒店(西湖店) → 云栖电竞酒店. */
export function defaultSignature(place: PlaceRow): string {
  return place.placeName.replace(/[(（].*$/, '').slice(0, 12);
}

/** The SMS balance of a place (the table common-license.ts tops up). */
export function smsBalance(db: Db, placeId: number): number {
  return rowsAt(db, LICENCES.smsAccount, placeId)[0]?.balance ?? 0;
}

/* ------------------------------------------------------------------ message templates */

/** The field rules are the declaration's (msgTemplateEntity); left here: only placeholders the platform fills. */
function validateModel({ row }: CrudValidateArgs<MsgModelRow>): Problem {
  const bad = unknownPlaceholders(row.content)[0];
  return atField('content', bad === undefined ? null : unknownPlaceholder(bad));
}

function presentModel(row: MsgModelRow) {
  return {
    id: row.id,
    templateName: row.templateName,
    scene: row.scene,
    sceneName: MSG_SCENES[row.scene] ?? '',
    content: row.content,
    signature: row.signature,
    status: row.status,
    createTime: row.createTime,
    updateTime: row.updateTime,
  };
}

/** The place's enabled template of a scene that was changed last: what an SMS of that scene says. */
function modelInUse(db: Db, placeId: number, scene: number): MsgModelRow | undefined {
  return rowsAt(db, MESSAGES.msgModel, placeId)
    .filter((r) => r.scene === scene && r.status === 1)
    .sort((a, b) => b.updateTime.localeCompare(a.updateTime) || b.id - a.id)[0];
}

/* ------------------------------------------------------------------ SMS */

function presentSmsTemplate(db: Db, place: PlaceRow, t: SmsTemplate) {
  const model = modelInUse(db, place.id, t.scene);
  const sw = rowsAt(db, MESSAGES.smsSwitch, place.id).find((r) => r.templateId === t.id);
  return {
    id: t.id,
    templateCode: t.templateCode,
    templateName: t.templateName,
    scene: t.scene,
    sceneName: MSG_SCENES[t.scene] ?? '',
    signature: model ? model.signature : defaultSignature(place),
    content: model ? model.content : t.content,
    /** the place's own template that words it, null while the platform's wording is used */
    modelId: model ? model.id : null,
    modelName: model ? model.templateName : '',
    status: sw ? sw.status : 0,
  };
}

function presentSendRecord(row: SmsRecordRow) {
  const t = SMS_TEMPLATES.find((x) => x.id === row.templateId);
  return {
    id: row.id,
    phone: row.phone,
    guestName: row.guestName,
    templateId: row.templateId,
    templateName: t?.templateName ?? '',
    scene: t?.scene ?? null,
    content: row.content,
    count: row.count,
    status: row.status,
    failReason: row.failReason,
    sendTime: row.sendTime,
  };
}

const filterOf = (q: Record<string, unknown>, key: string) => {
  const v = text(q[key]);
  return v === '' ? null : v;
};

/* ------------------------------------------------------------------ notices */

function positionsOf(db: Db, placeId: number) {
  return rowsAt(db, MESSAGES.position, placeId).sort((a, b) => a.sort - b.sort || a.id - b.id);
}

function presentNotice(row: NoticeRow, ctx: CrudContext) {
  const positions = positionsOf(ctx.db, placeIdOf(ctx));
  const ids = row.positionIds ?? [];
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    positionIds: ids,
    positionNames: positions.filter((p) => ids.includes(p.id)).map((p) => p.positionName),
    status: row.status,
    publishTime: row.publishTime ?? '',
    createTime: row.createTime,
    updateTime: row.updateTime,
  };
}

/* ------------------------------------------------------------------ routes */

export const messageCenterHandlers = [
  // templates: the whole list of the place (filtered), newest first; add/edit/delete from crud()
  route.get(`${MSG_MODEL_BASE}/listByPlaceId`, PLACE_READ, ({ db, place, query }) => {
    const name = filterOf(query, 'templateName');
    const scene = int(query.scene);
    const status = int(query.status);
    const rows = rowsAt(db, MESSAGES.msgModel, place.id)
      .filter(
        (r) =>
          (name === null || r.templateName.toLowerCase().includes(name.toLowerCase())) &&
          (scene === null || r.scene === scene) &&
          (status === null || r.status === status),
      )
      .sort((a, b) => b.id - a.id)
      .map(presentModel);
    return ok(rows);
  }),
  ...crud(MSG_MODEL_BASE, {
    perms: 'info:msgTemplate',
    table: MESSAGES.msgModel,
    ops: ['add', 'edit', 'delete'],
    entity: msgTemplateEntity,
    validate: validateModel,
  }),

  // SMS: the platform's templates with the place's switch and wording
  route.get(`${SMS_BASE}/getPlaceMessageTemplate`, PLACE_READ, ({ db, place }) =>
    ok(SMS_TEMPLATES.map((t) => presentSmsTemplate(db, place, t))),
  ),
  route.post(`${SMS_BASE}/updatePlaceMessageStatus`, placeWrite('info:sms:status'), ({ db, place, body }) => {
    const template = SMS_TEMPLATES.find((t) => t.id === int(body.id));
    if (!template) invalid(MESSAGE_MSG.smsTemplateMissing);
    const status = switchValue(body.status);
    if (status === 1 && smsBalance(db, place.id) <= 0) invalid(MESSAGE_MSG.noBalance);
    const row = rowsAt(db, MESSAGES.smsSwitch, place.id).find((r) => r.templateId === template.id);
    if (row) row.status = status;
    else db.insert(MESSAGES.smsSwitch, { placeId: place.id, templateId: template.id, status });
    return ok(null, '更新成功');
  }),
  route.get(`${SMS_BASE}/getCount`, PLACE_READ, ({ db, place }) => {
    const records = rowsAt(db, MESSAGES.smsRecord, place.id);
    const sent = records.filter((r) => r.status === 1);
    return ok({
      balance: smsBalance(db, place.id),
      sentCount: sent.reduce((n, r) => n + r.count, 0),
      failCount: records.length - sent.length,
    });
  }),
  route.get(`${SMS_BASE}/getSendRecorde`, PLACE_READ, ({ db, place, query }) => {
    const phone = filterOf(query, 'phone');
    const status = int(query.status);
    const templateId = int(query.templateId);
    const rows = rowsAt(db, MESSAGES.smsRecord, place.id)
      .filter(
        (r) =>
          (phone === null || r.phone.includes(phone)) &&
          (status === null || r.status === status) &&
          (templateId === null || r.templateId === templateId),
      )
      .sort((a, b) => b.sendTime.localeCompare(a.sendTime) || b.id - a.id)
      .map(presentSendRecord);
    return ok(paginate(rows, query));
  }),
  route.get(`${SMS_BASE}/getBuyRecorde`, PLACE_READ, ({ db, place, query }) => {
    const payStatus = int(query.payStatus);
    const rows = rowsAt(db, LICENCES.order, place.id)
      .filter((r) => r.licenseType === LICENSE_TYPE.sms && (payStatus === null || r.payStatus === payStatus))
      .sort((a, b) => b.buyTime.localeCompare(a.buyTime) || b.id - a.id)
      .map((r) => ({
        id: r.id,
        outTradeNo: r.outTradeNo,
        planName: r.planName,
        num: r.num,
        price: r.price,
        payChannel: r.payChannel,
        payStatus: r.payStatus,
        buyTime: r.buyTime,
        payTime: r.payTime,
      }));
    return ok(paginate(rows, query));
  }),

  // positions a notice may be addressed to
  route.get(`${POSITION_BASE}/getSelect`, PLACE_READ, ({ db, place }) =>
    ok(positionsOf(db, place.id).map((p) => ({ id: p.id, positionName: p.positionName }))),
  ),

  // notices: POST list (title contains, status, positionIds holds), add, edit, delete; enableOrDisable below
  ...crud(NOTICE_BASE, {
    perms: 'info:notice',
    table: MESSAGES.notice,
    ops: ['list', 'add', 'edit', 'delete'],
    listMethod: 'post',
    entity: noticeEntity,
    defaults: (ctx) => ({ status: 1, publishTime: formatTime(ctx.now) }),
    defaultSort: [{ field: 'createTime', order: 'desc' }],
    present: presentNotice,
  }),
  route.post(
    `${NOTICE_BASE}/enableOrDisable`,
    placeWrite('info:notice:status'),
    ({ db, place, body, now }) => {
      const row = foundRow(rowsAt(db, MESSAGES.notice, place.id), body.id);
      const status = switchValue(body.status);
      // enabling publishes it (again): the staff see it from now
      if (status === 1 && row.status !== 1) row.publishTime = formatTime(now);
      row.status = status;
      row.updateTime = formatTime(now);
      return ok(null, '更新成功');
    },
  ),
];
