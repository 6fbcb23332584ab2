import type { PromotionRule } from '@/domain/pricing';

/**
 * A promotion rule on the shelf for the pricing tests: 周日特惠, room type 1 at a fixed ¥150 on Sunday nights
 * (dataType 1, week '7') from 2026-11-01 to 2026-12-31, all day; `over` changes what a test is about.
 * @example promotionRule({ roomModelIds: [2], price: 168 })
 */
export const promotionRule = (over: Partial<PromotionRule> = {}): PromotionRule => ({
  id: 1,
  promotionName: '周日特惠',
  roomModelIds: [1],
  mode: 1,
  price: 150,
  discount: 0,
  status: 1,
  dataType: 1,
  week: '7',
  startTime: '2026-11-01',
  endTime: '2026-12-31',
  openStartTime: '00:00',
  openEndTime: '23:59',
  ...over,
});
