import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDb } from '@mocks/db';
import { server } from '@mocks/node';
import { ROOM_TABLES } from '@mocks/seed';
import { buildingApi, roomModelApi } from '@/api/services/rooms';
import { renderApp } from '@/test/render-app';
import { renderPage } from '@/test/render-page';
import { choose, optionLabels } from '@/test/select';
import { signInTo } from '@/test/sign-in';
import { findNew } from '@/test/toast';
import RoomPage from './room-page';
import { rowOf, rowButton, spaced, buttonIn } from '@/test/table';

/*
 * /roomManage/roomInfo: the engine is tested in src/crud/crud-page.test.tsx; here what rooms add: the search
 * by room number, the floors of the chosen building, batch add, the QR code, the offline password and what
 * the staff role may do, against the seeded place 1001 (主楼 floors 1–12, 副楼 1–6) and the empty inn 1013.
 */
const PLACE = 1001;
const INN = 1013;
const PATH = '/roomManage/roomInfo';
const OWNER = '13800138000';
const INN_OWNER = '13800138001';
const STAFF = '13800138002';

const enter = (account = OWNER, placeId = PLACE) => signInTo(account, placeId);

async function open(path = PATH) {
  const utils = renderPage(<RoomPage />, { path });
  return { ...utils, user: userEvent.setup() };
}

const roomsAt = (placeId: number) =>
  getDb()
    .table(ROOM_TABLES.room)
    .filter((r) => r.placeId === placeId);

const search = () => screen.getByRole('search');
/** the one open dialog (the forms are rendered before they open, hidden) */
const dialog = () => screen.getByRole('dialog');
const button = buttonIn;
const params = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search);

/**
 * What a batch of rooms needs in the empty inn, added through the API as the other pages would: a building
 * 客栈 of floors 1–8 and the room type 河景大床房.
 */
async function setUpInn() {
  await buildingApi.add({ buildingName: '客栈', floorStart: 1, floorEnd: 8, sort: 1, remark: '' });
  await roomModelApi.add({
    modelName: '河景大床房',
    shortName: '河景大床',
    basePrice: 198,
    bedType: 'big',
    area: 20,
    capacity: 2,
    facilities: [],
    images: [],
    description: '',
  });
}

/** The options of the select drop-down that is open, by their labels. */
describe('/roomManage/roomInfo (rooms)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the owner every room of the place and searches by room number through the URL', async () => {
    const total = roomsAt(PLACE).length;
    expect(total).toBe(300);
    await enter();
    const { router } = renderApp(PATH);
    await screen.findByText(`共 ${total} 条`);
    // building, then floor, then number: 主楼's second floor first
    expect(within(rowOf('201')).getByText('主楼')).toBeInTheDocument();
    expect(screen.getByText('批量添加')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(within(search()).getByLabelText('房间号'), '1205');
    await user.click(button(search(), '查询'));
    await screen.findByText('共 1 条');
    expect(params(router).get('q_roomNo')).toBe('1205');
    expect(within(rowOf('1205')).getByText('主楼')).toBeInTheDocument();
    expect(screen.queryByText('201')).not.toBeInTheDocument();
  });

  it('offers only the floors of the chosen building, without floor 0', async () => {
    await enter();
    const { user } = await open();
    await screen.findByText('201');
    await user.click(screen.getByText(spaced('新增')).closest('button')!);
    const form = dialog();
    // nothing to choose before a building is chosen
    expect(within(form).getByLabelText('楼层')).toBeDisabled();
    await choose(user, form, '楼栋', '副楼');
    await user.click(within(form).getByLabelText('楼层'));
    await waitFor(() => expect(optionLabels()).toEqual(['1 层', '2 层', '3 层', '4 层', '5 层', '6 层']));
  });

  it('adds a floor of rooms in one batch on an empty inn, and refuses a batch with numbers that exist', async () => {
    await enter(INN_OWNER, INN);
    expect(roomsAt(INN)).toHaveLength(0);
    await setUpInn();
    const { user } = await open();
    await screen.findByText('暂无数据', { selector: '.ant-empty-description' });

    async function batch(start: string, end: string) {
      await user.click(screen.getByText('批量添加').closest('button')!);
      const modal = await screen.findByRole('dialog');
      await choose(user, modal, '楼栋', '客栈');
      await choose(user, modal, '楼层', '8 层');
      await choose(user, modal, '房型', '河景大床房');
      await user.type(within(modal).getByLabelText('起始房号'), start);
      await user.type(within(modal).getByLabelText('结束房号'), end);
      await user.click(button(modal, '保存'));
      return modal;
    }

    await batch('801', '810');
    await screen.findByText('已添加 10 间房');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(roomsAt(INN).map((r) => r.roomNo)).toEqual(Array.from({ length: 10 }, (_, i) => String(801 + i)));
    await screen.findByText('共 10 条');

    // at once: the 2 s double-click guard starts anew when the modal opens again
    const modal = await batch('805', '812');
    await screen.findByText('房间号已存在：805、806、807、808、809、810');
    // nothing of the batch was added, and the form keeps what was entered
    expect(roomsAt(INN)).toHaveLength(10);
    expect(modal).toBeVisible();
    expect(within(modal).getByLabelText('起始房号')).toHaveValue('805');
    expect(within(modal).getByLabelText('结束房号')).toHaveValue('812');
    expect(within(modal).getByTitle('客栈')).toBeInTheDocument();
    expect(within(modal).getByTitle('8 层')).toBeInTheDocument();
  });

  it(
    'refuses rooms beyond the quota of the place with the licence dialog, whose 去扩容 >> opens my apps',
    { timeout: 40_000 },
    async () => {
      // the inn 1013 is on the basic edition: 30 rooms
      await enter(INN_OWNER, INN);
      await setUpInn();
      // the page with the app's licence dialog (app/feedback-bridge.tsx), not the whole app
      const { router } = renderPage(<RoomPage />, { path: PATH, licenceDialog: true });
      const user = userEvent.setup();
      await screen.findByText('暂无数据', { selector: '.ant-empty-description' });
      await user.click(screen.getByText('批量添加').closest('button')!);
      const modal = await screen.findByRole('dialog');
      await choose(user, modal, '楼栋', '客栈');
      await choose(user, modal, '楼层', '8 层');
      await choose(user, modal, '房型', '河景大床房');
      await user.type(within(modal).getByLabelText('起始房号'), '801');
      await user.type(within(modal).getByLabelText('结束房号'), '831');
      await user.click(button(modal, '保存'));

      // in the licence dialog (the page's toast says it too: the one found without a selector would be two)
      const notice = await screen.findByText('房间数已达上限（30间），请扩容后再添加', {
        selector: '.ant-modal-confirm-content',
      });
      expect(roomsAt(INN)).toHaveLength(0);
      await user.click(within(notice.closest('.ant-modal') as HTMLElement).getByText('去扩容 >>'));
      await waitFor(() => expect(router.state.location.pathname).toBe('/application/myApp'));
    },
  );

  it('shows the QR code of a room and the offline password of an enabled one', async () => {
    await enter();
    // 512 is disabled in the seed (空调维修中), 2-512 of 副楼 is in use
    expect(roomsAt(PLACE).find((r) => r.roomNo === '512')!.status).toBe(0);
    const { user } = await open(`${PATH}?q_roomNo=512`);
    await screen.findByText('2-512');
    // jsdom has no canvas to draw on: the QR component then draws nothing, quietly
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const calls: string[] = [];
    const listen = ({ request }: { request: Request }) => void calls.push(new URL(request.url).pathname);
    server.events.on('request:start', listen);

    await user.click(rowButton('2-512', '二维码'));
    const qr = await screen.findByRole('dialog');
    expect(within(qr).getByText('2-512 房间二维码')).toBeInTheDocument();
    await within(qr).findByRole('img', { name: '二维码' });
    expect(button(qr, '下载二维码')).toBeEnabled();
    server.events.removeListener('request:start', listen);
    expect(calls.filter((p) => p.endsWith('/businessRoom/generateQrCode'))).toHaveLength(1);
    await user.click(button(qr, '关闭'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // a disabled room has no offline password
    expect(within(rowOf('512')).queryByText('离线密码')).not.toBeInTheDocument();
    await user.click(rowButton('2-512', '离线密码'));
    const pass = await screen.findByRole('dialog');
    expect(within(pass).getByText('2-512 离线开门密码')).toBeInTheDocument();
    const code = await within(pass).findByRole('heading', { level: 2 });
    expect(code.textContent).toMatch(/^\d{6}$/);
    expect(within(pass).getByText(/^有效期至 \d{4}-\d\d-\d\d \d\d:\d\d:\d\d/)).toBeInTheDocument();
  });

  it('gives the staff role editing and the status switches but no deleting', async () => {
    await enter(STAFF);
    renderApp(PATH);
    await screen.findByText(`共 ${roomsAt(PLACE).length} 条`);
    const row = rowOf('201');
    expect(within(row).getByText('编辑')).toBeInTheDocument();
    expect(within(row).getByRole('switch')).toBeChecked();
    expect(screen.getAllByRole('switch')).toHaveLength(10);
    expect(screen.queryByText('删除')).not.toBeInTheDocument();
    expect(screen.queryByText(/批量删除/)).not.toBeInTheDocument();
    // rows are selectable for 指定管理员 (room:info:edit), which staff have
    expect(within(row).getByRole('checkbox')).toBeInTheDocument();
    const batch = screen
      .getAllByText(/^指定管理员/)
      .map((e) => e.closest('button')!)
      .find((b) => !b.closest('tr'));
    expect(batch).toBeDisabled();
  });

  it('assigns a room manager to one room and to the selected rooms, and clears it', async () => {
    await enter();
    const { user } = await open(`${PATH}?q_roomNo=20`);
    await screen.findByText('201');
    const managerOf = (roomNo: string) => roomsAt(PLACE).find((r) => r.roomNo === roomNo)!.managerId ?? null;
    const managerId = (name: string) =>
      getDb()
        .table('businessRoomManager')
        .find((m) => m.placeId === PLACE && m.name === name)!.id;

    await user.click(rowButton('201', '指定管理员'));
    let modal = await screen.findByRole('dialog');
    expect(within(modal).getByText('指定管理员：201')).toBeInTheDocument();
    await choose(user, modal, '房间管理员', '周丽华（13957112601）');
    await user.click(button(modal, '保存'));
    await screen.findByText('更新成功');
    expect(managerOf('201')).toBe(managerId('周丽华'));
    await waitFor(() => expect(within(rowOf('201')).getByText('周丽华')).toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // the selected rooms in one call
    await user.click(within(rowOf('202')).getByRole('checkbox'));
    await user.click(within(rowOf('203')).getByRole('checkbox'));
    await user.click(screen.getByText(/^指定管理员 \(2\)/).closest('button')!);
    modal = await screen.findByRole('dialog');
    expect(within(modal).getByText('指定管理员（2 间房）')).toBeInTheDocument();
    // disabled since the list was loaded: the server refuses, the dialog keeps the choice
    getDb()
      .table('businessRoomManager')
      .find((m) => m.id === managerId('郑海燕'))!.status = 0;
    await choose(user, modal, '房间管理员', '郑海燕（13957112603）');
    await user.click(button(modal, '保存'));
    await within(modal).findByText('该房间管理员已停用');
    expect(managerOf('202')).toBeNull();
    await choose(user, modal, '房间管理员', '吴桂芳（13957112602）');
    // the first save's 更新成功 may still show: this save's own toast is the one that counts
    const earlier = screen.queryAllByText('更新成功');
    await user.click(button(modal, '保存'));
    await findNew('更新成功', earlier);
    expect([managerOf('202'), managerOf('203')]).toEqual([managerId('吴桂芳'), managerId('吴桂芳')]);
    // the selection is done with
    await waitFor(() => expect(within(rowOf('202')).getByRole('checkbox')).not.toBeChecked());

    await user.click(rowButton('201', '指定管理员'));
    modal = await screen.findByRole('dialog');
    await choose(user, modal, '房间管理员', '不指定（清除管理员）');
    await user.click(button(modal, '保存'));
    await waitFor(() => expect(managerOf('201')).toBeNull());
  });
});
