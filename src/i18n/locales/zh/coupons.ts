/** Issue 22 (members and marketing): being written. */
export const coupons = {
  title: '优惠券',
};
