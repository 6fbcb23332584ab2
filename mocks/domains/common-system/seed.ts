/**
 * The dictionaries (/api/dict, mocks/domains/system/routes.ts) and the demo owner's address book
 * (mocks/domains/common-system/routes.ts).
 */
import type { DictEntry } from '../../db';
import { T0 } from '../seed-kit';
import type { AddressRow } from './tables';

/** A dictionary group, its entries numbered from `first` in order: [value, label, description]. */
const group = (
  first: number,
  entries: Array<[value: string, label: string, description: string]>,
): DictEntry[] =>
  entries.map(([value, label, description], i) => ({ dictId: first + i, value, label, description }));

export const DICT: Record<string, DictEntry[]> = {
  PAY_SCAN_CODE: group(101, [
    ['10000', '支付宝', '支付宝扫码支付'],
    ['10010', '微信支付', '微信扫码支付'],
  ]),
  COPY_YEAR: group(201, [
    ['1', '1年', '授权有效期1年'],
    ['2', '2年', '授权有效期2年'],
    ['3', '3年', '授权有效期3年'],
    // validTime 0 means permanent (spec §3)
    ['0', '永久', '永久授权，有效期至2099-12-31'],
  ]),
  COPY_YEAR_ROOM: group(301, [
    ['1', '按月', '房间数按月购买，1个月'],
    ['3', '按季度', '房间数按季度购买，3个月'],
    ['6', '按半年', '房间数按半年购买，6个月'],
    ['12', '按年', '房间数按年购买，12个月'],
  ]),
  HELP_DOCUMENT: group(401, [
    [
      'https://help.example.com/merchant/quick-start.html',
      '新手入门：三步开通酒店管理',
      '创建场所、设置楼栋楼层与房型、录入房间',
    ],
    [
      'https://help.example.com/merchant/fee-rule.html',
      '计费规则设置说明',
      '钟点房、全天房与节假日价格的配置方法',
    ],
    [
      'https://help.example.com/merchant/pay-account.html',
      '收款账户开通指南',
      '微信、支付宝收款账户的申请与绑定',
    ],
    [
      'https://help.example.com/merchant/netbar-bind.html',
      '网吧场所绑定教程',
      '使用场所编码与绑定码绑定网吧',
    ],
    ['https://help.example.com/merchant/faq.html', '常见问题', '登录、授权购买与交班相关问题解答'],
  ]),
  // room types (§7 Rooms): RoomModel.bedType and RoomModel.facilities hold these values
  BED_TYPE: group(501, [
    ['big', '大床', '一张1.8米大床'],
    ['twin', '双床', '两张1.2米单人床'],
    ['triple', '三床', '三张1.2米单人床'],
    ['esports2', '电竞双人', '两张单人床，两套电竞设备'],
    ['esports3', '电竞三人', '三张单人床，三套电竞设备'],
    ['suite', '套房', '卧室与起居室分开'],
  ]),
  ROOM_FACILITY: group(601, [
    ['wifi', '免费WiFi', '千兆光纤，全屋覆盖'],
    ['bath', '独立卫浴', ''],
    ['window', '窗户', ''],
    ['peripherals', '电竞外设', '机械键盘、电竞鼠标、耳机'],
    ['pc', '高配电脑', 'RTX显卡、高刷新率显示器'],
    ['bathtub', '浴缸', ''],
    ['smartLock', '智能门锁', '支持离线密码'],
    ['aircon', '空调', ''],
    ['breakfast', '早餐', '含早餐'],
  ]),
};

/** The demo owner's address book (table `addresses`, per user: placeId null). */
export const ADDRESSES: AddressRow[] = [
  {
    id: 1,
    placeId: null,
    userId: 10001,
    consignee: '张建国',
    phone: '13800138000',
    region: '浙江省杭州市西湖区',
    detail: '文三路478号华星时代广场A座1201室',
    isDefault: 1,
    createTime: T0,
    updateTime: T0,
  },
  {
    id: 2,
    placeId: null,
    userId: 10001,
    consignee: '周海燕',
    phone: '13957112681',
    region: '浙江省杭州市滨江区',
    detail: '江南大道3850号创新大厦一楼前台',
    isDefault: 0,
    createTime: '2024-04-11 15:20:00',
    updateTime: '2024-04-11 15:20:00',
  },
];
