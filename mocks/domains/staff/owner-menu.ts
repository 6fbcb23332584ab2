/**
 * What the tests expect of the demo hotel's menu (1001, its owner): the top-level entries in the agreed order, as
 * the menu call (/api/merchantMenus) serves them and menu/listTree lists them.
 */
export const HOTEL_OWNER_TOP_MENU = [
  '首页',
  '房间管理',
  '计费规则',
  '订单管理',
  '经营统计',
  '损坏登记',
  '收款账户',
  '商品管理',
  '员工管理',
  '交班管理',
  '会员管理',
  '活动数据',
  '支付',
  '升级购买',
  '个人中心',
  '进销存',
  '测试',
];
