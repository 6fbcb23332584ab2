import type { Messages } from '../zh';

export const brand: Messages['brand'] = {
  hotel: {
    name: 'Yunqi Hotel Merchant Console',
    short: 'Yunqi Hotel',
    copyright: '© 2026 Hangzhou Yunqi Smart Hotel Technology Co., Ltd. All rights reserved',
    filing: 'ICP 2026012345-1 (Zhejiang)',
    slogan: 'E-sports hotels, inns and guesthouses, run from one place',
  },
  netbar: {
    name: 'NetCafe Merchant Console',
    short: 'NetCafe',
    copyright: '© 2026 Shenzhen NetCafe Information Technology Co., Ltd. All rights reserved',
    filing: 'ICP 2026054321-2 (Guangdong)',
    slogan: 'Internet cafes and e-sports venues, chain management',
  },
};
