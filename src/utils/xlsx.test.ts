import { strFromU8, unzipSync } from 'fflate';
import { columnName, sheetName, writeXlsx, xlsxParts, xmlText } from './xlsx';

describe('xlsx writer', () => {
  it('names columns like Excel', () => {
    expect([0, 25, 26, 51, 52, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AZ', 'BA', 'ZZ', 'AAA']);
  });

  it('escapes XML and drops characters XML cannot carry', () => {
    expect(xmlText('a<b>&"c"\u0001')).toBe('a&lt;b&gt;&amp;&quot;c&quot;');
  });

  it('keeps sheet names Excel accepts', () => {
    expect(sheetName('房间/列表[1]')).toBe('房间 列表 1');
    expect(sheetName('x'.repeat(40))).toHaveLength(31);
    expect(sheetName('///')).toBe('Sheet1');
  });

  it('writes a bold header, text as inline strings and numbers as numbers', () => {
    const sheet = xlsxParts({
      sheet: '房间',
      header: ['房间号', '价格'],
      rows: [
        ['801', 168.5],
        ['A-2', null],
      ],
    })['xl/worksheets/sheet1.xml']!;
    expect(sheet).toContain('<c r="A1" s="1" t="inlineStr"><is><t xml:space="preserve">房间号</t></is></c>');
    expect(sheet).toContain('<c r="A2" t="inlineStr"><is><t xml:space="preserve">801</t></is></c>');
    expect(sheet).toContain('<c r="B2"><v>168.5</v></c>');
    // an empty cell is left out, as Excel writes it
    expect(sheet).toContain(
      '<row r="3"><c r="A3" t="inlineStr"><is><t xml:space="preserve">A-2</t></is></c></row>',
    );
  });

  it('zips every part into a file a spreadsheet program can open', async () => {
    const blob = await writeXlsx({ sheet: '楼栋', header: ['名称'], rows: [['主楼']] });
    expect(blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const files = unzipSync(new Uint8Array(await blob.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    expect(strFromU8(files['xl/workbook.xml']!)).toContain('name="楼栋"');
    expect(strFromU8(files['xl/worksheets/sheet1.xml']!)).toContain('主楼');
  });
});
