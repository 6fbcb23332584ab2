import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getDb, type EntityRow } from '@mocks/db';
import { ROOM_TABLES } from '@mocks/seed';
import { addButton } from '@/test/form';
import { openRoute, openSignedIn } from '@/test/open-page';
import { CrudPage } from '@/crud/crud-page';
import { roomModelConfig } from './roomManage.roomModel.crud';
import { buttonIn, expectTexts, rowButton, rowOf } from '@/test/table';

/*
 * /roomManage/roomModel: the engine is tested in src/crud/crud-page.test.tsx; here what the room types add:
 * the image list (thumbnail, order), the BED_TYPE dictionary, the short name rule and prices, against the six
 * seeded types of place 1001 with the owner's real permissions.
 */
const PLACE = 1001;
const PATH = '/roomManage/roomModel';

/** The page on its own as the owner, once it shows the type `first`. */
const open = (first: string) =>
  openSignedIn(<CrudPage config={roomModelConfig} />, PATH, { place: PLACE, first });

const models = () => getDb().table(ROOM_TABLES.model);
const modelNamed = (name: string): EntityRow => {
  const m = models().find((r) => r.placeId === PLACE && r.modelName === name);
  if (!m) throw new Error(`no seeded room type ${name}`);
  return m;
};
const bedLabel = (value: unknown) => getDb().data.dict.BED_TYPE!.find((e) => e.value === value)!.label;

const drawer = () => screen.getByRole('dialog');
/** The drawer's editor (房型介绍) is ready once wangEditor has built its toolbar, a moment after opening. */
const editorReady = () => within(drawer()).findByLabelText('粗体');
/*
 * The drawer holds wangEditor's toolbar: role queries by name are slow there, so buttons are found by their
 * aria-label or their text (antd spaces two-character labels: "保 存").
 */
const drawerButton = (text: string) => buttonIn(drawer(), text);

describe('/roomManage/roomModel (room types)', () => {
  it('lists the types with the main image as thumbnail, the bed type label and two-decimal prices', async () => {
    // one price with a single decimal, to see the second one added
    modelNamed('标准双床房').basePrice = 199.5;
    await openRoute(PATH, '标准大床房', { place: PLACE });
    expect(screen.getByText('共 6 条')).toBeInTheDocument();

    for (const name of ['标准大床房', '豪华电竞套房']) {
      const seeded = modelNamed(name);
      const images = seeded.images as string[];
      const row = rowOf(name);
      // the thumbnail is the first (main) image; the others are counted
      const thumbs = row.querySelectorAll('img');
      expect(thumbs).toHaveLength(1);
      expect(thumbs[0]).toHaveAttribute('src', images[0]);
      expect(within(row).getByText(`+${images.length - 1}`)).toBeInTheDocument();
      // the dictionary's label, never the stored value
      expect(within(row).getByText(bedLabel(seeded.bedType))).toBeInTheDocument();
      expect(within(row).queryByText(String(seeded.bedType))).not.toBeInTheDocument();
      expect(within(row).getByText(`¥${Number(seeded.basePrice).toFixed(2)}`)).toBeInTheDocument();
    }
    // the values seeded for these two, as read above from the db
    expectTexts(rowOf('标准大床房'), '大床', '¥168.00');
    expectTexts(rowOf('豪华电竞套房'), '套房', '¥688.00');
    expect(within(rowOf('标准双床房')).getByText('¥199.50')).toBeInTheDocument();
  });

  it('saves the images in the order set with the move buttons, the new first image as the main one', async () => {
    const seeded = modelNamed('豪华电竞套房');
    const before = [...(seeded.images as string[])];
    expect(before.length).toBeGreaterThanOrEqual(2);
    const { user } = await open('豪华电竞套房');
    await user.click(rowButton('豪华电竞套房', '编辑'));
    await editorReady();
    expect(within(drawer()).getByLabelText('房型名称')).toHaveValue('豪华电竞套房');
    // the price comes into the form with its two decimals
    expect(within(drawer()).getByLabelText('门市价')).toHaveValue('688.00');
    await user.click(within(drawer()).getByLabelText('第2张图片左移'));
    // the tile that was second is now the main one
    const main = within(drawer()).getByLabelText('第1张图片 主图');
    expect(within(main).getByRole('presentation')).toHaveAttribute('src', before[1]);
    await user.click(drawerButton('保存'));
    await screen.findByText('更新成功');
    const expected = [before[1], before[0], ...before.slice(2)];
    expect(modelNamed('豪华电竞套房').images).toEqual(expected);
    // and the list shows the new main image
    await waitFor(() => expect(rowOf('豪华电竞套房').querySelector('img')).toHaveAttribute('src', before[1]));
  });

  it('allows a short name of 1–8 characters: 名称长度为1-8位 for 9, kept as typed, nothing saved', async () => {
    const count = models().length;
    const { user } = await open('标准大床房');
    await user.click(addButton());
    await editorReady();
    const short = within(drawer()).getByLabelText('简称');
    // a 9th character is not cut off: the counter turns past the limit and the save is refused (issue 17)
    await user.type(short, '豪华观景电竞大套房');
    expect(short).toHaveValue('豪华观景电竞大套房');
    expect(within(drawer()).getByText('9 / 8')).toBeInTheDocument();
    await user.click(drawerButton('保存'));
    const error = await within(drawer()).findByText('名称长度为1-8位');
    expect(within(error.closest('.ant-form-item') as HTMLElement).getByLabelText('简称')).toBe(short);
    // 8 characters pass the rule
    fireEvent.change(short, { target: { value: '豪华观景电竞大套' } });
    await waitFor(() => expect(within(drawer()).queryByText('名称长度为1-8位')).not.toBeInTheDocument());
    expect(models()).toHaveLength(count);
  });
});
