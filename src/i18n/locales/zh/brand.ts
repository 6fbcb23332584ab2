export const brand = {
  hotel: {
    name: '云栖酒店商户管理平台',
    short: '云栖酒店',
    copyright: '© 2026 杭州云栖智慧酒店科技有限公司 版权所有',
    filing: '浙ICP备2026012345号-1',
    slogan: '电竞酒店 · 客栈 · 民宿 一站式经营管理',
  },
  netbar: {
    name: '网咖通商户管理平台',
    short: '网咖通',
    copyright: '© 2026 深圳网咖通信息技术有限公司 版权所有',
    filing: '粤ICP备2026054321号-2',
    slogan: '网咖 · 电竞馆 连锁经营管理',
  },
};
