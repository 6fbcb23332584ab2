import type { Messages } from '../zh';

export const coupons: Messages['coupons'] = {
  title: 'Coupons',
};
