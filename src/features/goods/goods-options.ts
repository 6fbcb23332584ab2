import { goodsCategoryApi, goodsUnitApi } from '@/api/services/goods';
import type { Option } from '@/crud/types';

/** The place's goods categories for the goods form and filter, in the categories' sort order. */
export const categoryOptions = async (): Promise<Option[]> =>
  (await goodsCategoryApi.options()).map((c) => ({ value: c.id, label: c.categoryName }));

/** The place's goods units for the goods form and filter. */
export const unitOptions = async (): Promise<Option[]> =>
  (await goodsUnitApi.options()).map((u) => ({ value: u.id, label: u.unitName }));

/** The option sources of the goods' entity fields (`{ queryKey, load }`), each cached per place. */
export const CATEGORY_OPTIONS = { queryKey: 'goodsCategories', load: categoryOptions };
export const UNIT_OPTIONS = { queryKey: 'goodsUnits', load: unitOptions };
