/** The places' system notifications (mocks/domains/notification/routes.ts). */
import type { PlaceRow } from '../../db';
import { para } from '../seed-kit';
import type { NotificationRow } from './tables';

type NotificationSeed = [notionId: number, title: string, content: string, sendTime: string, status: 0 | 1];

// prettier-ignore
const HOTEL_NOTIFICATIONS: NotificationSeed[] = [
  [5005, '系统升级通知', para('尊敬的商户：', '平台将于 <strong>2025-06-18 02:00-04:00</strong> 进行系统升级，期间前台收银与房态同步可能短暂中断，请提前做好交班。', '给您带来的不便，敬请谅解。'), '2025-06-16 10:00:00', 0],
  [5004, '房费结算提醒', para('您好，5月房费账单已生成，请于 <strong>6月20日</strong> 前在“收款账户”中核对结算明细。', '如有疑问请联系客服 400-820-6688。'), '2025-06-10 09:30:00', 0],
  [5003, '端午节房价调整提醒', para('端午假期（5月31日至6月2日）即将到来，建议提前在“计费规则”中设置节假日价格。'), '2025-05-26 14:00:00', 0],
  [5002, '收款账户实名认证提醒', para('根据支付机构要求，收款账户需完成法人实名认证，未认证的账户将于 7月1日 起暂停提现。'), '2025-05-12 11:00:00', 1],
  [5001, '新功能上线：钟点房自动计费', para('钟点房现在可以按入住时长自动计费，超时部分按规则自动续费。', '前往“计费规则 - 钟点房”即可开启。'), '2025-04-28 16:30:00', 1],
];

// prettier-ignore
const NETBAR_NOTIFICATIONS: NotificationSeed[] = [
  [6005, '系统升级通知', para('尊敬的网吧业主：', '平台将于 <strong>2025-06-18 02:00-04:00</strong> 进行系统升级，期间会员上机与充值可能短暂中断。'), '2025-06-16 10:00:00', 0],
  [6004, '上机费结算提醒', para('5月上机费结算单已生成，请于 <strong>6月20日</strong> 前核对交班明细与收款记录。'), '2025-06-10 09:30:00', 0],
  [6003, '暑期会员充值活动上线', para('暑期充值送网费活动已开放配置，可在“活动数据”中设置充值赠送规则。'), '2025-06-01 09:00:00', 0],
  [6002, '收款账户实名认证提醒', para('根据支付机构要求，收款账户需完成法人实名认证，未认证的账户将于 7月1日 起暂停提现。'), '2025-05-12 11:00:00', 1],
  [6001, '新功能上线：交班明细导出', para('交班明细现在可以按班次导出为 Excel，便于对账。'), '2025-04-28 16:30:00', 1],
];

/** Five notifications per place (3 unread, 2 read), the console's web platform as receiver. */
export function notifications(places: PlaceRow[]): NotificationRow[] {
  let id = 0;
  return places.flatMap((p) =>
    (p.placeType === 50 ? NETBAR_NOTIFICATIONS : HOTEL_NOTIFICATIONS).map(
      ([notionId, title, content, sendTime, status]): NotificationRow => ({
        id: ++id,
        placeId: p.id,
        notionId,
        title,
        content,
        sendTime,
        status,
        receivePlatform: 1,
      }),
    ),
  );
}
