import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { placeKey } from '@/api/query-client';
import { commonLicense, type LicenseOrder, type PlaceLicense } from '@/api/services/common-license';
import { dictApi } from '@/api/services/dict';
import { isPermanent, LICENSE_TYPE, PERMANENT_VALID_TIME, type PricePlan } from '@/domain/licence';
import { onLicenceChange, usePaymentStore, type PaymentItem } from '@/payment/payment-store';
import { useSession } from '@/session/session-store';
import { formatPrice } from '@/utils/validators';

/*
 * The licence queries of the three pages, keyed by place under one prefix (`licenceKey`) so that a purchase or
 * an activation refreshes all of them at once.
 */

export const usePlaceId = () => useSession((s) => s.place?.id ?? 0);

/** The prefix of every licence query of a place. */
export const licenceKey = (placeId: number, ...rest: unknown[]) => placeKey(placeId, 'licence', ...rest);

/**
 * When the place's licences change (a payment succeeded, a code was activated), reload what the page shows;
 * also when the payment dialogs close whatever the outcome: an order made, failed or left unpaid changes the
 * purchase history too.
 */
export function useLicenceRefresh(placeId: number) {
  const queryClient = useQueryClient();
  const paying = usePaymentStore((s) => s.request !== null);
  const wasPaying = useRef(paying);
  useEffect(
    () => onLicenceChange(() => void queryClient.invalidateQueries({ queryKey: licenceKey(placeId) })),
    [queryClient, placeId],
  );
  useEffect(() => {
    if (wasPaying.current && !paying) void queryClient.invalidateQueries({ queryKey: licenceKey(placeId) });
    wasPaying.current = paying;
  }, [paying, queryClient, placeId]);
  return () => queryClient.invalidateQueries({ queryKey: licenceKey(placeId) });
}

export function useHeldLicences(placeId: number) {
  return useQuery({
    queryKey: licenceKey(placeId, 'held'),
    queryFn: commonLicense.placeLicenses,
  });
}

export function useVersion(placeId: number) {
  return useQuery({ queryKey: licenceKey(placeId, 'version'), queryFn: commonLicense.version });
}

export function useCatalogue(placeId: number) {
  return useQuery({ queryKey: licenceKey(placeId, 'catalogue'), queryFn: commonLicense.catalogue });
}

export function useIsBoss(placeId: number) {
  return useQuery({ queryKey: licenceKey(placeId, 'boss'), queryFn: commonLicense.checkPlaceBoss });
}

export function useSmsPacks(placeId: number) {
  return useQuery({ queryKey: licenceKey(placeId, 'smsPacks'), queryFn: commonLicense.smsPacks });
}

/** §3 COPY_YEAR_ROOM: the months rooms are sold for; the dictionary is loaded with the place. */
const DEFAULT_ROOM_MONTHS = [1, 3, 6, 12];
export function useRoomMonths(placeId: number): number[] {
  const dict = useQuery({ queryKey: placeKey(placeId, 'dict'), queryFn: () => dictApi.listByTypes() });
  const months = (dict.data?.COPY_YEAR_ROOM ?? [])
    .map((e) => Number(e.value))
    .filter((n) => Number.isInteger(n) && n > 0);
  return months.length > 0 ? months : DEFAULT_ROOM_MONTHS;
}

export const yuan = (t: TFunction, value: number) => t('licence.yuan', { value: formatPrice(value) });

/** A duration in months as the console says it: 永久, N年 for whole years of a term, N个月 otherwise. */
export function monthsText(t: TFunction, months: number | null | undefined): string {
  if (months === null || months === undefined) return t('licence.none');
  if (months === PERMANENT_VALID_TIME) return t('licence.permanent');
  return t('licence.months', { count: months });
}

/** How long a plan runs: N年 for a term (type 1), N个月 for a package (4–8), 永久 for validTime 0. */
export function planDuration(t: TFunction, plan: PricePlan): string {
  if (plan.type === 2 || plan.type === 3) return t('licence.none');
  if (plan.validTime === PERMANENT_VALID_TIME) return t('licence.permanent');
  return plan.type === 1
    ? t('licence.years', { count: plan.validTime })
    : t('licence.months', { count: plan.validTime });
}

/**
 * A plan's name in the console's language: a term or a package is named by how long it runs (the server's
 * 1年 / 永久 are the same words in Chinese), anything else (an SMS pack) by the server's name for it.
 */
export function planLabel(t: TFunction, plan: PricePlan): string {
  return plan.type === 2 || plan.type === 3 ? plan.planName : planDuration(t, plan);
}

/** An end date as the pages show it: 永久 from 2099-12-31 on, — when there is none. */
export function endText(t: TFunction, end: string | null | undefined): string {
  if (!end) return t('licence.none');
  return isPermanent(end) ? t('licence.permanent') : end.slice(0, 10);
}

/** What the place holds of one product: the licence that lasts longest, in force first. */
export function heldOf(licences: PlaceLicense[] | undefined, licenseId: number): PlaceLicense | null {
  const mine = (licences ?? []).filter((l) => l.licenseId === licenseId);
  if (mine.length === 0) return null;
  const rank = (l: PlaceLicense) => (l.status === 1 ? 1 : 0);
  return mine.reduce((best, l) =>
    rank(l) > rank(best) || (rank(l) === rank(best) && (l.endTime ?? '') > (best.endTime ?? '')) ? l : best,
  );
}

/** The quantity an order is for, as words: N间 for rooms, N件 for goods, the pack for SMS, 1 for a module. */
export function orderQuantity(t: TFunction, order: LicenseOrder): string {
  if (order.licenseType === LICENSE_TYPE.rooms) return t('licence.rooms', { count: order.roomNum });
  if (order.licenseType === LICENSE_TYPE.goods) return t('licence.pieces', { count: order.num });
  if (order.licenseType === LICENSE_TYPE.sms) return order.planName;
  return String(order.num || 1);
}

/** An order's duration: the years of a term (N年 / 永久) or its months; — for goods and SMS. */
export function orderDuration(t: TFunction, order: LicenseOrder): string {
  if (order.licenseYear !== null && order.licenseYear !== undefined) {
    return order.licenseYear === PERMANENT_VALID_TIME
      ? t('licence.permanent')
      : t('licence.years', { count: order.licenseYear });
  }
  return monthsText(t, order.months);
}

/**
 * The order dialog's summary of an order already made (history: 去支付). Goods do not ask for the address
 * again: it was given with the order, and paying it again (buyOrder) takes only the channel.
 */
export function orderItem(t: TFunction, order: LicenseOrder): PaymentItem {
  return {
    productName: order.licenseName,
    planName: order.planName,
    durationText: orderDuration(t, order),
    quantityText: orderQuantity(t, order),
    amount: order.price,
  };
}
