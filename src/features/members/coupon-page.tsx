import { CrudPage } from '@/crud/crud-page';
import { couponConfig } from './coupon-config';

/** /member/coupon (优惠券): the place's coupons on the engine (coupon-config.tsx). */
export default function CouponPage() {
  return <CrudPage config={couponConfig} intro="coupons.intro" />;
}
