/**
 * The seed of the message centre (mocks/domains/message-center/routes.ts): staff positions, message templates, the
 * places' SMS switches, SMS send records and notices. mocks/seed.ts spreads `seedMessages()` into its entities
 * (rows carry placeId, ids run 1..n per table so `seq` is the row count).
 */
import type { EntityRow } from '../../db';
import { seedRows } from '../../table';
import { zhConsole } from '../../../src/i18n/locales/zh/console';
import {
  MESSAGES,
  type MsgModelRow,
  type NoticeRow,
  type PositionRow,
  type SmsRecordRow,
  type SmsSwitchRow,
} from './tables';

export { MESSAGE_TABLES, MESSAGES } from './tables';

/** When a message is sent (a template's `scene`). */
export const MSG_SCENES: Readonly<Record<number, string>> = {
  1: '入住成功',
  2: '退房提醒',
  3: '预订确认',
  4: '预订取消',
  5: '续住成功',
  6: '会员生日',
};

/** The placeholders a template may hold, written {客人姓名} in the content: the console's own list (zh). */
export const MSG_PLACEHOLDERS: readonly string[] = Object.values(zhConsole.messages.placeholderToken);

/** The SMS the platform can send for a place (getPlaceMessageTemplate); each is switched on per place. */
export interface SmsTemplate {
  id: number;
  templateCode: string;
  templateName: string;
  scene: number;
  /** the platform's wording, used while the place has no enabled template of its own for the scene */
  content: string;
}

// prettier-ignore
export const SMS_TEMPLATES: readonly SmsTemplate[] = [
  { id: 1, templateCode: 'SMS_CHECK_IN', templateName: '入住成功通知', scene: 1, content: '尊敬的{客人姓名}，您已成功入住{场所名称}{房间号}房，退房时间为{退房时间}，祝您入住愉快。' },
  { id: 2, templateCode: 'SMS_CHECK_OUT', templateName: '退房提醒', scene: 2, content: '尊敬的{客人姓名}，您入住的{房间号}房将于{退房时间}到期，如需续住请联系前台{场所电话}。' },
  { id: 3, templateCode: 'SMS_BOOKING', templateName: '预订确认', scene: 3, content: '尊敬的{客人姓名}，您已成功预订{场所名称}{到店日期}入住的房间，订单号{订单号}，期待您的光临。' },
  { id: 4, templateCode: 'SMS_BOOKING_CANCEL', templateName: '预订取消通知', scene: 4, content: '尊敬的{客人姓名}，您在{场所名称}的预订（订单号{订单号}）已取消，如有疑问请致电{场所电话}。' },
  { id: 5, templateCode: 'SMS_RENEW', templateName: '续住成功通知', scene: 5, content: '尊敬的{客人姓名}，您的{房间号}房已续住成功，新的退房时间为{退房时间}。' },
  { id: 6, templateCode: 'SMS_BIRTHDAY', templateName: '会员生日祝福', scene: 6, content: '亲爱的{会员等级}会员{客人姓名}，{场所名称}祝您生日快乐！生日当天入住可享专属礼遇。' },
];

/** Billed messages of one SMS: 70 characters fit one, a longer text goes in parts of 67. */
export function smsParts(text: string): number {
  const n = [...text].length;
  return n <= 70 ? 1 : Math.ceil(n / 67);
}

/** Positions of a hotel, and of an internet cafe (placeType 50). */
export const HOTEL_POSITIONS: readonly string[] = ['店长', '前台', '客房', '财务', '保洁'];
export const NETBAR_POSITIONS: readonly string[] = ['店长', '网管', '收银', '保洁'];

/** The places of the core seed (mocks/domains/core/seed.ts) by kind (message-center.test.ts checks the list against the seed). */
const HOTEL_PLACES = [1001, 1002, 1003, 1004, 1006, 1007, 1009, 1010, 1011, 1012, 1013];
const NETBAR_PLACES = [1005, 1008, 1014, 1015, 1016];

function positions(): PositionRow[] {
  const rows: PositionRow[] = [];
  const add = (placeId: number, names: readonly string[]) =>
    names.forEach((positionName, i) =>
      rows.push({ id: rows.length + 1, placeId, positionName, sort: i + 1 }),
    );
  for (const id of [...HOTEL_PLACES, ...NETBAR_PLACES].sort((a, b) => a - b))
    add(id, NETBAR_PLACES.includes(id) ? NETBAR_POSITIONS : HOTEL_POSITIONS);
  return rows;
}

/** A position's id at a place (the seed's numbering). */
function positionId(rows: PositionRow[], placeId: number, name: string): number {
  const row = rows.find((r) => r.placeId === placeId && r.positionName === name);
  if (!row) throw new Error(`no position ${name} at ${placeId}`);
  return row.id;
}

type ModelSeed = [
  placeId: number,
  templateName: string,
  scene: number,
  content: string,
  signature: string,
  status: 0 | 1,
  time: string,
];

// prettier-ignore
const MODEL_SEEDS: ModelSeed[] = [
  [1001, '入住欢迎短信', 1, '{客人姓名}您好，欢迎入住{场所名称}！您的房间为{房间号}，WiFi密码见房卡套，退房时间{退房时间}。', '云栖电竞酒店', 1, '2026-09-01 10:00:00'],
  [1001, '退房前一小时提醒', 2, '{客人姓名}您好，您的{房间号}房将于{退房时间}退房，续住请回复或致电{场所电话}。', '云栖电竞酒店', 1, '2026-09-01 10:05:00'],
  [1001, '预订成功通知', 3, '{客人姓名}您好，您已预订{到店日期}入住，订单号{订单号}。到店请出示身份证办理入住。', '云栖电竞酒店', 1, '2026-09-02 14:30:00'],
  [1001, '会员生日关怀', 6, '{会员等级}会员{客人姓名}，生日快乐！{场所名称}为您准备了生日礼包，入住时前台领取。', '云栖电竞酒店', 0, '2026-10-15 09:20:00'],
  [1002, '滨江店入住通知', 1, '{客人姓名}您好，欢迎入住{场所名称}{房间号}房，祝您游戏愉快！', '云栖电竞酒店', 1, '2026-09-10 11:00:00'],
  [1006, '入住成功', 1, '{客人姓名}您好，您已入住{房间号}房，退房时间{退房时间}，有需要请拨打{场所电话}。', '星河电竞酒店', 1, '2026-10-12 10:30:00'],
];

// which platform SMS each place sends (template ids of SMS_TEMPLATES)
const SWITCHES: Array<[placeId: number, templateIds: number[], off: number[]]> = [
  [1001, [1, 2, 3], [6]],
  [1006, [1], [2]],
];

type RecordSeed = [
  placeId: number,
  phone: string,
  guestName: string,
  templateId: number,
  content: string,
  status: 0 | 1,
  failReason: string,
  sendTime: string,
];

// prettier-ignore
const RECORD_SEEDS: RecordSeed[] = [
  [1001, '138****6721', '林晓峰', 3, '林晓峰您好，您已预订2026-11-02入住，订单号DD202611010018。到店请出示身份证办理入住。', 1, '', '2026-11-01 20:15:32'],
  [1001, '139****0458', '陈雨桐', 1, '陈雨桐您好，欢迎入住云栖电竞酒店(西湖店)！您的房间为801，WiFi密码见房卡套，退房时间2026-11-03 12:00。', 1, '', '2026-11-02 14:02:11'],
  [1001, '138****6721', '林晓峰', 1, '林晓峰您好，欢迎入住云栖电竞酒店(西湖店)！您的房间为806，WiFi密码见房卡套，退房时间2026-11-03 12:00。', 1, '', '2026-11-02 15:40:09'],
  [1001, '139****0458', '陈雨桐', 2, '陈雨桐您好，您的801房将于2026-11-03 12:00退房，续住请回复或致电13957112680。', 1, '', '2026-11-03 11:00:00'],
  [1001, '138****6721', '林晓峰', 2, '林晓峰您好，您的806房将于2026-11-03 12:00退房，续住请回复或致电13957112680。', 1, '', '2026-11-03 11:00:01'],
  [1001, '186****3390', '王浩然', 3, '王浩然您好，您已预订2026-11-08入住，订单号DD202611060042。到店请出示身份证办理入住。', 1, '', '2026-11-06 09:31:45'],
  [1001, '150****7712', '赵一鸣', 3, '赵一鸣您好，您已预订2026-11-08入住，订单号DD202611060057。到店请出示身份证办理入住。', 0, '号码已停机', '2026-11-06 18:22:03'],
  [1001, '186****3390', '王浩然', 1, '王浩然您好，欢迎入住云栖电竞酒店(西湖店)！您的房间为1203，WiFi密码见房卡套，退房时间2026-11-10 12:00。', 1, '', '2026-11-08 16:05:27'],
  [1001, '177****2045', '周子涵', 1, '周子涵您好，欢迎入住云栖电竞酒店(西湖店)！您的房间为905，WiFi密码见房卡套，退房时间2026-11-11 12:00。', 1, '', '2026-11-09 21:48:50'],
  [1001, '186****3390', '王浩然', 2, '王浩然您好，您的1203房将于2026-11-10 12:00退房，续住请回复或致电13957112680。', 1, '', '2026-11-10 11:00:00'],
  [1001, '177****2045', '周子涵', 2, '周子涵您好，您的905房将于2026-11-11 12:00退房，续住请回复或致电13957112680。', 0, '用户已退订短信', '2026-11-11 11:00:00'],
  [1001, '135****8806', '孙佳琪', 3, '孙佳琪您好，您已预订2026-11-20入住，订单号DD202611150031。到店请出示身份证办理入住。', 1, '', '2026-11-15 13:12:40'],
  [1006, '158****4410', '黄俊杰', 1, '黄俊杰您好，您已入住2305房，退房时间2026-11-05 12:00，有需要请拨打13684901752。', 1, '', '2026-11-04 19:20:16'],
  [1006, '131****9027', '吴静怡', 1, '吴静怡您好，您已入住2502房，退房时间2026-11-13 12:00，有需要请拨打13684901752。', 1, '', '2026-11-12 22:03:58'],
  [1006, '131****9027', '吴静怡', 1, '吴静怡您好，您已入住2508房，退房时间2026-11-14 12:00，有需要请拨打13684901752。', 0, '运营商网关超时', '2026-11-13 10:41:33'],
];

type NoticeSeed = [
  placeId: number,
  title: string,
  content: string,
  positions: string[],
  status: 0 | 1,
  publishTime: string,
  createTime: string,
];

// prettier-ignore
const NOTICE_SEEDS: NoticeSeed[] = [
  [1001, '10月财务对账说明', '<p>请于 <strong>11月5日</strong> 前完成10月房费与押金对账，差异项在交班明细中备注原因。</p>', ['店长', '财务'], 0, '2026-11-01 10:00:00', '2026-11-01 10:00:00'],
  [1001, '双十一期间排班安排', '<p>11月10日至12日入住高峰，前台实行三班倒，客房与保洁加开夜班，具体排班见员工群。</p>', ['前台', '客房', '保洁'], 1, '2026-11-08 18:30:00', '2026-11-08 18:30:00'],
  [1006, '新员工入职培训', '<p>本周三下午在三楼会议室进行入职培训，内容包括前台系统操作与电竞设备维护。</p>', ['前台', '客房'], 1, '2026-11-10 15:00:00', '2026-11-10 15:00:00'],
  [1001, '消防安全检查通知', '<p>本周五 <strong>14:00</strong> 消防大队将来店检查，请各岗位提前清理消防通道，检查灭火器压力与有效期。</p><p>前台请准备好消防巡查记录本。</p>', ['店长', '前台', '客房', '财务', '保洁'], 1, '2026-11-16 09:00:00', '2026-11-16 09:00:00'],
];

/** The message centre's tables, keyed by table name. */
export function seedMessages(): Record<string, EntityRow[]> {
  const positionRows = positions();
  const models: MsgModelRow[] = MODEL_SEEDS.map(
    ([placeId, templateName, scene, content, signature, status, time], i) => ({
      id: i + 1,
      placeId,
      templateName,
      scene,
      content,
      signature,
      status,
      createTime: time,
      updateTime: time,
    }),
  );
  const switches: SmsSwitchRow[] = [];
  for (const [placeId, on, off] of SWITCHES) {
    for (const templateId of on) switches.push({ id: switches.length + 1, placeId, templateId, status: 1 });
    for (const templateId of off) switches.push({ id: switches.length + 1, placeId, templateId, status: 0 });
  }
  const records: SmsRecordRow[] = RECORD_SEEDS.map(
    ([placeId, phone, guestName, templateId, content, status, failReason, sendTime], i) => ({
      id: i + 1,
      placeId,
      phone,
      guestName,
      templateId,
      content,
      count: smsParts(content),
      status,
      failReason,
      sendTime,
    }),
  );
  const notices: NoticeRow[] = NOTICE_SEEDS.map(
    ([placeId, title, content, names, status, publishTime, createTime], i) => ({
      id: i + 1,
      placeId,
      title,
      content,
      positionIds: names.map((n) => positionId(positionRows, placeId, n)),
      status,
      publishTime,
      createTime,
      updateTime: createTime,
    }),
  );
  return seedRows(MESSAGES, {
    position: positionRows,
    msgModel: models,
    smsSwitch: switches,
    smsRecord: records,
    notice: notices,
  });
}
