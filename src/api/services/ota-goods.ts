import type { ListSort } from '@/api/resource';
import { OTA_GOODS_EXPORT, type OtaGoodsOrder } from '@/domain/ota-goods';
import { requestFile } from '../client';
import { cleanFilters, resource } from '../resource';

/** businessOrder/getOtaGoodsOrder: the goods sold on the platforms (GET, paged, searched and sorted). */
export const otaGoodsApi = resource<OtaGoodsOrder>({
  base: '/business-merchant/businessOrder',
  paths: { list: 'getOtaGoodsOrder' },
});

/** The blob export of the list for a filter and sort: the server's .xlsx and the name it gives it. */
export const exportOtaGoods = (filters: Record<string, unknown>, sort: ListSort | null) =>
  requestFile(
    {
      method: 'post',
      url: OTA_GOODS_EXPORT,
      data: { ...cleanFilters(filters), ...(sort ? { sortField: sort.field, sortOrder: sort.order } : {}) },
    },
    'OTA.xlsx',
  );
