import { screen, waitFor, within } from '@testing-library/react';
import { getDb } from '@mocks/db';
import { ROOM_MSG } from '@mocks/domains/rooms/routes';
import { ROOM_TABLES } from '@mocks/seed';
import { addButton, openAdd, retype } from '@/test/form';
import { openRoute, openSignedIn } from '@/test/open-page';
import { requestsFromNow } from '@/test/posts';
import { CrudPage } from '@/crud/crud-page';
import { buildingConfig } from './roomManage.index.crud';
import { buttonIn, rowOf, rowButton } from '@/test/table';

/*
 * /roomManage/index: the engine is tested in src/crud/crud-page.test.tsx; here only the buildings' own
 * rules, against the seeded place 1001 (主楼 floors 1–12, 副楼 1–6) with the owner's real permissions.
 */
const PLACE = 1001;
const PATH = '/roomManage/index';

const open = () => openSignedIn(<CrudPage config={buildingConfig} />, PATH, { place: PLACE, first: '主楼' });

/** Open the page, then its add dialog with `name` typed as the building's name; answers the user and the dialog. */
async function addNamed(name: string) {
  const { user } = await open();
  const dialog = await openAdd(user);
  await user.type(within(dialog).getByLabelText('楼栋名称'), name);
  return { user, dialog };
}

/** The seeded buildings of the place with their rooms counted in the mock db. */
function seeded() {
  const db = getDb();
  const rooms = db.table(ROOM_TABLES.room).filter((r) => r.placeId === PLACE);
  return db
    .table(ROOM_TABLES.building)
    .filter((b) => b.placeId === PLACE)
    .map((b) => ({
      id: b.id,
      name: String(b.buildingName),
      floorStart: Number(b.floorStart),
      floorEnd: Number(b.floorEnd),
      rooms: rooms.filter((r) => r.buildingId === b.id).length,
    }));
}

const cells = (text: string) =>
  within(rowOf(text))
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('/roomManage/index (buildings)', () => {
  it('shows the owner the seeded buildings with their floor ranges and room counts', async () => {
    const buildings = seeded();
    expect(buildings.map((b) => [b.name, b.floorStart, b.floorEnd, b.rooms])).toEqual([
      ['主楼', 1, 12, 220],
      ['副楼', 1, 6, 80],
    ]);
    // the real route inside the shell: the guard lets the owner in and the page shows its actions
    await openRoute(PATH, '主楼', { place: PLACE });
    expect(screen.getByText('共 2 条')).toBeInTheDocument();
    for (const b of buildings) {
      const row = cells(b.name);
      // 序号, 名称, 最低楼层, 最高楼层, 房间数 … in the order of the config
      expect(row.slice(2, 6)).toEqual([b.name, String(b.floorStart), String(b.floorEnd), String(b.rooms)]);
    }
    expect(addButton()).toBeInTheDocument();
    expect(within(rowOf('主楼')).getByText('删除')).toBeInTheDocument();
  });

  it('refuses a highest floor below the lowest on the form and sends nothing', async () => {
    const before = getDb().table(ROOM_TABLES.building).length;
    const { user, dialog } = await addNamed('新楼');
    await retype(user, within(dialog).getByLabelText('最低楼层'), '5');
    await retype(user, within(dialog).getByLabelText('最高楼层'), '3');
    const sent = requestsFromNow();
    await user.click(buttonIn(dialog, '保存'));
    await within(dialog).findByText('最高楼层不能低于最低楼层');
    expect(sent.filter((r) => r.includes('/businessBuilding/'))).toEqual([]);
    expect(getDb().table(ROOM_TABLES.building)).toHaveLength(before);
  });

  it('shows the server refusing a duplicate name under 楼栋名称', async () => {
    const before = getDb().table(ROOM_TABLES.building).length;
    const { user, dialog } = await addNamed('副楼');
    await retype(user, within(dialog).getByLabelText('最高楼层'), '6');
    await user.click(buttonIn(dialog, '保存'));
    const error = await within(dialog).findByText('楼栋名称已存在');
    // on the name's own form item, not a toast
    const item = error.closest('.ant-form-item')!;
    expect(within(item as HTMLElement).getByLabelText('楼栋名称')).toHaveValue('副楼');
    expect(getDb().table(ROOM_TABLES.building)).toHaveLength(before);
  });

  it('refuses to delete a building that still has rooms, and the row stays', async () => {
    const main = seeded().find((b) => b.name === '主楼')!;
    expect(main.rooms).toBeGreaterThan(0);
    const { user } = await open();
    await user.click(rowButton('主楼', '删除'));
    const confirm = await screen.findByText(/永久删除楼栋「主楼」/);
    const box = confirm.closest('.ant-modal') as HTMLElement;
    await user.click(buttonIn(box, '确定'));
    await screen.findByText(ROOM_MSG.buildingHasRooms);
    expect(
      getDb()
        .table(ROOM_TABLES.building)
        .some((b) => b.id === main.id),
    ).toBe(true);
    expect(screen.queryByText('删除成功')).not.toBeInTheDocument();
    await waitFor(() => expect(within(rowOf('主楼')).getByText(String(main.rooms))).toBeInTheDocument());
  });
});
