import { CrudPage } from '@/crud/crud-page';
import { goodsDiscountConfig } from './goods-discount-config';

/** /member/goodsDiscount (商品折扣): discounts per member type and goods category on the engine (goods-discount-config.tsx). */
export default function GoodsDiscountPage() {
  return <CrudPage config={goodsDiscountConfig} intro="coupons.discountIntro" />;
}
