/**
 * A minimal .xlsx writer: one sheet, a bold frozen header row, text and number cells. An Excel file is a zip
 * of a few XML parts; writing them ourselves (zipped with fflate, 8 kB, loaded only when exporting) avoids
 * shipping a spreadsheet library whose parser we would never use.
 *
 * @example const blob = await writeXlsx({ sheet: '房间', header: ['房间号'], rows: [['801']] });
 */
export type XlsxCell = string | number | null | undefined;

export interface XlsxSheet {
  sheet: string;
  header: string[];
  rows: XlsxCell[][];
}

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** Escape for XML text and drop the control characters XML 1.0 cannot carry. */
export function xmlText(s: string): string {
  return (
    s
      // eslint-disable-next-line no-control-regex -- the class lists what XML 1.0 allows; the rest goes
      .replace(/[^\u0009\u000a\u000d\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
  );
}

/** 0 → A, 25 → Z, 26 → AA */
export function columnName(index: number): string {
  let n = index + 1;
  let name = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    name = String.fromCharCode(65 + r) + name;
    n = Math.floor((n - 1) / 26);
  }
  return name;
}

/** Excel refuses sheet names over 31 characters or with []:*?/\ */
export function sheetName(name: string): string {
  const clean = name
    .replace(/[[\]:*?/\\]/g, ' ')
    .trim()
    .slice(0, 31);
  return clean || 'Sheet1';
}

function cell(ref: string, v: XlsxCell, style = 0): string {
  const s = style ? ` s="${style}"` : '';
  if (typeof v === 'number' && Number.isFinite(v)) return `<c r="${ref}"${s}><v>${v}</v></c>`;
  const text = v === null || v === undefined ? '' : String(v);
  if (text === '') return '';
  return `<c r="${ref}"${s} t="inlineStr"><is><t xml:space="preserve">${xmlText(text)}</t></is></c>`;
}

/** Width in characters of the widest cell of each column (CJK counts double), capped. */
function widths(sheet: XlsxSheet): number[] {
  return sheet.header.map((h, i) => {
    const longest = [h, ...sheet.rows.map((r) => r[i])].reduce<number>((max, v) => {
      const s = v === null || v === undefined ? '' : String(v);
      const w = [...s].reduce((n, ch) => n + (ch.charCodeAt(0) > 0x2e80 ? 2 : 1), 0);
      return Math.max(max, w);
    }, 0);
    return Math.min(60, Math.max(8, longest + 2));
  });
}

/** The XML parts of the workbook, by path (exported for tests). */
export function xlsxParts(sheet: XlsxSheet): Record<string, string> {
  const rows = [sheet.header, ...sheet.rows]
    .map((r, ri) => {
      const cells = r.map((v, ci) => cell(`${columnName(ci)}${ri + 1}`, v, ri === 0 ? 1 : 0)).join('');
      return `<row r="${ri + 1}">${cells}</row>`;
    })
    .join('');
  const cols = widths(sheet)
    .map((w, i) => `<col min="${i + 1}" max="${i + 1}" width="${w}" customWidth="1"/>`)
    .join('');
  return {
    '[Content_Types].xml':
      HEAD +
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
      '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
      '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
      '</Types>',
    '_rels/.rels':
      HEAD +
      `<Relationships xmlns="${PKG_REL_NS}">` +
      `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/>` +
      '</Relationships>',
    'xl/workbook.xml':
      HEAD +
      `<workbook xmlns="${NS}" xmlns:r="${REL_NS}"><sheets>` +
      `<sheet name="${xmlText(sheetName(sheet.sheet))}" sheetId="1" r:id="rId1"/>` +
      '</sheets></workbook>',
    'xl/_rels/workbook.xml.rels':
      HEAD +
      `<Relationships xmlns="${PKG_REL_NS}">` +
      `<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>` +
      `<Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/>` +
      '</Relationships>',
    'xl/styles.xml':
      HEAD +
      `<styleSheet xmlns="${NS}">` +
      '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font>' +
      '<font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
      '<fills count="2"><fill><patternFill patternType="none"/></fill>' +
      '<fill><patternFill patternType="gray125"/></fill></fills>' +
      '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
      '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
      '<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
      '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>' +
      '</styleSheet>',
    'xl/worksheets/sheet1.xml':
      HEAD +
      `<worksheet xmlns="${NS}">` +
      '<sheetViews><sheetView workbookViewId="0">' +
      '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
      '</sheetView></sheetViews>' +
      `<cols>${cols}</cols><sheetData>${rows}</sheetData></worksheet>`,
  };
}

/** Zip the parts into an .xlsx file. */
export async function writeXlsx(sheet: XlsxSheet): Promise<Blob> {
  const { zipSync, strToU8 } = await import('fflate');
  const parts = xlsxParts(sheet);
  const zipped = zipSync(Object.fromEntries(Object.entries(parts).map(([k, v]) => [k, strToU8(v)])));
  return new Blob([zipped as Uint8Array<ArrayBuffer>], { type: XLSX_MIME });
}
