import { useQuery } from '@tanstack/react-query';
import { placeKey } from '@/api/query-client';
import {
  billingApi,
  promotionApi,
  protocolApi,
  type BasePriceRow,
  type MemberPriceRow,
  type PromotionRow,
  type ProtocolRow,
} from '@/api/services/billing';
import type { BasePriceRule, PricingData } from '@/domain/pricing';
import { useSession } from '@/session/session-store';

/** Every rule at once is small for one place: a room type list, a few protocols and promotions. */
const ALL = { page: 1, size: 500 };

export interface PricingLists {
  base: BasePriceRow[];
  members: MemberPriceRow[];
  protocols: ProtocolRow[];
  promotions: PromotionRow[];
}

/** The lists as the pure pricing module reads them; room types without a rule yet have no price. */
export function toPricingData(lists: PricingLists): PricingData {
  return {
    base: lists.base
      .filter((b) => b.ruleId !== null && b.basePrice !== null)
      .map((b): BasePriceRule => ({
        roomModelId: b.roomModelId,
        basePrice: b.basePrice!,
        weekendPrice: b.weekendPrice ?? 0,
        weekendDays: b.weekendDays,
        status: b.status,
      })),
    members: lists.members,
    protocols: lists.protocols,
    promotions: lists.promotions,
  };
}

export async function loadPricingLists(): Promise<PricingLists> {
  const [base, members, protocols, promotions] = await Promise.all([
    billingApi.basePrices(ALL),
    billingApi.memberPrices(),
    protocolApi.list(ALL),
    promotionApi.list(ALL),
  ]);
  return { base: base.records, members, protocols: protocols.records, promotions: promotions.records };
}

/** The place's pricing rules, loaded together (refetched when a tab that changes them was used). */
export function usePricingLists() {
  const placeId = useSession((s) => s.place?.id ?? 0);
  return useQuery({ queryKey: placeKey(placeId, 'billing', 'all-rules'), queryFn: loadPricingLists });
}
