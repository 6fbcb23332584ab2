import { formatYuan } from '@/utils/validators';

/** A right-aligned column of yuan, read from the row's `key`. */
export const moneyColumn = <Row>(key: keyof Row & string, title: string) => ({
  key,
  title,
  align: 'right' as const,
  render: (_: unknown, r: Row) => formatYuan(r[key] as number),
});

/** The pages of a drawer's long table: ten rows a page, no pager for one page. */
export const DRAWER_PAGES = { pageSize: 10, hideOnSinglePage: true, showSizeChanger: false };
