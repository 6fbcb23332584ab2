import type { Messages } from '../zh';

export const brand: Messages['brand'] = {
  hotel: {
    name: 'Yunqi Hotel Merchant Console',
    short: 'Yunqi Hotel',
    copyright: '© 2026 Hangzhou Yunqi Smart Hotel Technology Co., Ltd. All rights reserved',
    filing: 'ICP 2026012345-1 (Zhejiang)',
    slogan: 'E-sports hotels, inns and guesthouses, run from one place',
    point1: 'Room status, orders and shift handovers on one screen',
    point2: 'Several places, one sign-in',
    point3: 'Modules bought as you need them, switched on by a QR payment',
  },
  netbar: {
    name: 'NetCafe Merchant Console',
    short: 'NetCafe',
    copyright: '© 2026 Shenzhen NetCafe Information Technology Co., Ltd. All rights reserved',
    filing: 'ICP 2026054321-2 (Guangdong)',
    slogan: 'Internet cafes and e-sports venues, chain management',
    point1: 'Seats, top-ups and shift handovers on one screen',
    point2: 'Several venues, one sign-in',
    point3: 'Modules bought as you need them, switched on by a QR payment',
  },
};
