/**
 * The dictionaries (/api/dict, mocks/domains/system/routes.ts) and the demo owner's address book
 * (mocks/domains/common-system/routes.ts).
 */
import type { DictEntry, EntityRow } from '../../db';
import { T0 } from '../seed-kit';

export const DICT: Record<string, DictEntry[]> = {
  PAY_SCAN_CODE: [
    { dictId: 101, value: '10000', label: '支付宝', description: '支付宝扫码支付' },
    { dictId: 102, value: '10010', label: '微信支付', description: '微信扫码支付' },
  ],
  COPY_YEAR: [
    { dictId: 201, value: '1', label: '1年', description: '授权有效期1年' },
    { dictId: 202, value: '2', label: '2年', description: '授权有效期2年' },
    { dictId: 203, value: '3', label: '3年', description: '授权有效期3年' },
    // validTime 0 means permanent (spec §3)
    { dictId: 204, value: '0', label: '永久', description: '永久授权，有效期至2099-12-31' },
  ],
  COPY_YEAR_ROOM: [
    { dictId: 301, value: '1', label: '按月', description: '房间数按月购买，1个月' },
    { dictId: 302, value: '3', label: '按季度', description: '房间数按季度购买，3个月' },
    { dictId: 303, value: '6', label: '按半年', description: '房间数按半年购买，6个月' },
    { dictId: 304, value: '12', label: '按年', description: '房间数按年购买，12个月' },
  ],
  HELP_DOCUMENT: [
    {
      dictId: 401,
      value: 'https://help.example.com/merchant/quick-start.html',
      label: '新手入门：三步开通酒店管理',
      description: '创建场所、设置楼栋楼层与房型、录入房间',
    },
    {
      dictId: 402,
      value: 'https://help.example.com/merchant/fee-rule.html',
      label: '计费规则设置说明',
      description: '钟点房、全天房与节假日价格的配置方法',
    },
    {
      dictId: 403,
      value: 'https://help.example.com/merchant/pay-account.html',
      label: '收款账户开通指南',
      description: '微信、支付宝收款账户的申请与绑定',
    },
    {
      dictId: 404,
      value: 'https://help.example.com/merchant/netbar-bind.html',
      label: '网吧场所绑定教程',
      description: '使用场所编码与绑定码绑定网吧',
    },
    {
      dictId: 405,
      value: 'https://help.example.com/merchant/faq.html',
      label: '常见问题',
      description: '登录、授权购买与交班相关问题解答',
    },
  ],
  // room types (§7 Rooms): RoomModel.bedType and RoomModel.facilities hold these values
  BED_TYPE: [
    { dictId: 501, value: 'big', label: '大床', description: '一张1.8米大床' },
    { dictId: 502, value: 'twin', label: '双床', description: '两张1.2米单人床' },
    { dictId: 503, value: 'triple', label: '三床', description: '三张1.2米单人床' },
    { dictId: 504, value: 'esports2', label: '电竞双人', description: '两张单人床，两套电竞设备' },
    { dictId: 505, value: 'esports3', label: '电竞三人', description: '三张单人床，三套电竞设备' },
    { dictId: 506, value: 'suite', label: '套房', description: '卧室与起居室分开' },
  ],
  ROOM_FACILITY: [
    { dictId: 601, value: 'wifi', label: '免费WiFi', description: '千兆光纤，全屋覆盖' },
    { dictId: 602, value: 'bath', label: '独立卫浴', description: '' },
    { dictId: 603, value: 'window', label: '窗户', description: '' },
    { dictId: 604, value: 'peripherals', label: '电竞外设', description: '机械键盘、电竞鼠标、耳机' },
    { dictId: 605, value: 'pc', label: '高配电脑', description: 'RTX显卡、高刷新率显示器' },
    { dictId: 606, value: 'bathtub', label: '浴缸', description: '' },
    { dictId: 607, value: 'smartLock', label: '智能门锁', description: '支持离线密码' },
    { dictId: 608, value: 'aircon', label: '空调', description: '' },
    { dictId: 609, value: 'breakfast', label: '早餐', description: '含早餐' },
  ],
};

/** The demo owner's address book (table `addresses`, per user: placeId null). */
export const ADDRESSES: EntityRow[] = [
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
