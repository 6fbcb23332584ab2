import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { ListSort, Page } from '@/api/resource';
import { writeXlsx, type XlsxCell } from '@/utils/xlsx';
import { offerPrintJob, type PrintJob } from './print-handoff';
import { fetchFieldOptions, isOptionField, labelOf } from './field-options';
import { kindOf } from './field-kinds';
import type { AnyConfig } from './use-crud';
import type { AnyField, Option } from './types';

type Row = Record<string, unknown>;

/** Pages of this size are fetched until the filter's rows are all in; an export stops at EXPORT_CAP rows. */
const EXPORT_PAGE = 500;
export const EXPORT_CAP = 10_000;

/** Every row of the current filter and sort (the list call, page after page). */
export async function fetchAllRows(
  config: AnyConfig,
  filters: Record<string, unknown>,
  sort: ListSort | null,
): Promise<{ rows: Row[]; total: number }> {
  const rows: Row[] = [];
  let total = 0;
  for (let page = 1; rows.length < EXPORT_CAP; page++) {
    const res = (await config.resource.list({ page, size: EXPORT_PAGE, filters, sort })) as Page<Row>;
    total = res.total;
    rows.push(...res.records);
    if (res.records.length < EXPORT_PAGE || rows.length >= total) break;
  }
  return { rows: rows.slice(0, EXPORT_CAP), total };
}

/** The exported columns: visible columns that are not hidden by the user, in their order. */
export function exportFields(config: AnyConfig, hidden: ReadonlySet<string>): AnyField[] {
  return config.fields.filter((f) => (f.exported ?? !!f.column) && !hidden.has(f.key));
}

/** Rows as a table of cells, labels for choices, through each field's type. */
export async function toTable(
  config: AnyConfig,
  fields: AnyField[],
  rows: Row[],
  t: TFunction,
  options: (f: AnyField) => Promise<Option[]>,
): Promise<{ header: string[]; body: XlsxCell[][] }> {
  const opts = await Promise.all(fields.map((f) => (isOptionField(f) ? options(f) : Promise.resolve([]))));
  const statusKey = config.status ? (config.status.key ?? 'status') : null;
  const header = [
    t('crud.index'),
    ...fields.map((f) => t(f.label)),
    ...(statusKey ? [t(config.status?.label ?? 'crud.status')] : []),
  ];
  const body = rows.map((row, i) => [
    i + 1,
    ...fields.map((f, fi) => {
      if (f.exportAs) return f.exportAs(row as never, t);
      const kind = kindOf(f);
      const value = row[f.key];
      if (kind.exportValue) return kind.exportValue(value, row as never, f, opts[fi]!, t);
      if (isOptionField(f)) return labelOf(opts[fi]!, value);
      return value === null || value === undefined ? '' : (value as XlsxCell);
    }),
    ...(statusKey ? [row[statusKey] === 1 ? t('crud.enabled') : t('crud.disabled')] : []),
  ]);
  return { header, body };
}

/** A file name's time stamp: yyyyMMddHHmm on the desk's clock. */
export const stamp = (d = new Date()) => {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}${p(d.getMonth() + 1)}${p(d.getDate())}${p(d.getHours())}${p(d.getMinutes())}`;
};

export interface ExportArgs {
  config: AnyConfig;
  filters: Record<string, unknown>;
  sort: ListSort | null;
  hidden: ReadonlySet<string>;
  t: TFunction;
  queryClient: QueryClient;
  placeId: number;
}

/** Download the current filter as `<title>-<yyyyMMddHHmm>.xlsx`; resolves with the number of rows. */
export async function exportToExcel(args: ExportArgs): Promise<number> {
  const { config, t } = args;
  const { rows } = await fetchAllRows(config, args.filters, args.sort);
  const fields = exportFields(config, args.hidden);
  const table = await toTable(config, fields, rows, t, (f) =>
    fetchFieldOptions(args.queryClient, args.placeId, f, t),
  );
  const title = t(config.title);
  const blob = await writeXlsx({ sheet: title, header: table.header, rows: table.body });
  saveFile(blob, `${title}-${stamp()}.xlsx`);
  return rows.length;
}

/** Hand a file to the browser's downloads under `name`. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // the download has started from the object URL; keep it a moment for slow browsers
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Open the print view (/print, §2) of the current filter in a new window. */
export async function openPrintView(args: ExportArgs & { placeName: string }): Promise<void> {
  const { config, t } = args;
  // open first, inside the click, so the browser does not block it as a pop-up
  const win = window.open('about:blank', '_blank');
  const { rows } = await fetchAllRows(config, args.filters, args.sort);
  const table = await toTable(config, exportFields(config, args.hidden), rows, t, (f) =>
    fetchFieldOptions(args.queryClient, args.placeId, f, t),
  );
  handPrintJob(win, {
    title: t(config.title),
    header: table.header,
    rows: table.body,
    printedAt: printedNow(),
    placeName: args.placeName,
  });
}

/** The time a print is made, as the sheet says it: 'YYYY-MM-DD HH:mm' on the desk's clock. */
export function printedNow(now = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())} ${p(now.getHours())}:${p(now.getMinutes())}`;
}

/**
 * Hand a print job to a print window: `win` opened beforehand inside the user's click (so the browser does not
 * block it), or null to open one now.
 * @example const win = window.open('about:blank', '_blank'); handPrintJob(win, await buildSheet());
 */
export function handPrintJob(win: Window | null, job: PrintJob): void {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const url = `/print?job=${id}`;
  // the job goes to the print window in memory when it asks (never to storage: it holds the list's rows)
  const target = win ?? window.open(url, '_blank');
  if (!target) return;
  offerPrintJob(target, id, job);
  if (win) win.location.href = url;
}
