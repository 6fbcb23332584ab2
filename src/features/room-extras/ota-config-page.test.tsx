import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDb } from '@mocks/db';
import { server } from '@mocks/node';
import { ROOM_EXTRA_TABLES } from '@mocks/seed';
import { OTA_CONFIG_BASE } from '@/domain/room-extras';
import { renderApp } from '@/test/render-app';
import { renderPage } from '@/test/render-page';
import { signInTo } from '@/test/sign-in';
import { buttonIn } from '@/test/table';
import OtaConfigPage from './ota-config-page';
import { refuseField } from '@/test/refuse';

/* /roomManage/otaConfig against 1001 (stored: auto-accept on, hour rooms of 3/4/5 hours, 09:00–21:00). */
const PATH = '/roomManage/otaConfig';
type OtaRow = { liveIn: Record<string, unknown>; hourRoom: Record<string, unknown> };
const stored = () =>
  getDb()
    .table(ROOM_EXTRA_TABLES.otaConfig)
    .find((r) => r.placeId === 1001) as unknown as OtaRow;
const liveIn = () => document.querySelector<HTMLFormElement>('#ota-live-in')!;
const hourRoom = () => document.querySelector<HTMLFormElement>('#ota-hour-room')!;

async function open(account = '13800138000') {
  await signInTo(account, 1001);
  renderPage(<OtaConfigPage />, { path: PATH });
  const user = userEvent.setup();
  await waitFor(() => expect(within(liveIn()).getByLabelText('入住时间')).toHaveValue('14:00'));
  return user;
}

/** Type a time into an antd TimePicker and confirm it (Enter also submits the form, as in any input). */
async function typeTime(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, time: string) {
  await user.click(input);
  await user.clear(input);
  await user.type(input, `${time}{Enter}`);
}

describe('/roomManage/otaConfig (OTA settings)', () => {
  // the first visit loads the console's lazy layout before the page: slow when the whole suite runs
  it('shows the stored settings of both forms, through the menu route', { timeout: 30_000 }, async () => {
    await signInTo('13800138000', 1001);
    renderApp(PATH);
    await waitFor(() => expect(within(liveIn()).getByLabelText('入住时间')).toHaveValue('14:00'), {
      timeout: 20_000,
    });
    expect(screen.getByText('入住设置')).toBeInTheDocument();
    expect(within(liveIn()).getByLabelText('退房时间')).toHaveValue('12:00');
    expect(within(liveIn()).getByLabelText('自动接单')).toBeChecked();
    expect(within(liveIn()).getByLabelText('保留时长')).toHaveValue('180');
    // the two forms load apart: wait for the second one too
    await waitFor(() => expect(within(hourRoom()).getByLabelText('最晚退房时间')).toHaveValue('23:00'));
    expect(within(hourRoom()).getByLabelText('开放钟点房')).toBeChecked();
    for (const h of ['3小时', '4小时', '5小时']) expect(within(hourRoom()).getByTitle(h)).toBeInTheDocument();
  });

  it('checks the check-out against the check-in on the form, then saves the live-in settings', async () => {
    const user = await open();
    const checkOut = within(liveIn()).getByLabelText('退房时间');
    await typeTime(user, checkOut, '15:00');
    await user.click(buttonIn(liveIn(), '保存'));
    await within(liveIn()).findByText('退房时间须早于入住时间');
    expect(stored().liveIn.checkOutTime).toBe('12:00');

    await typeTime(user, checkOut, '11:30');
    await user.click(within(liveIn()).getByLabelText('自动接单'));
    const minutes = within(liveIn()).getByLabelText('保留时长');
    await user.clear(minutes);
    await user.type(minutes, '60');
    await user.click(buttonIn(liveIn(), '保存'));
    await waitFor(() =>
      expect(stored().liveIn).toEqual({
        autoAccept: 0,
        checkInTime: '14:00',
        checkOutTime: '11:30',
        requireIdCard: 1,
        guaranteeMinutes: 60,
      }),
    );
    expect(screen.getAllByText('更新成功').length).toBeGreaterThan(0);
  });

  it("puts the server's refusal under its field and keeps what was typed", async () => {
    const user = await open();
    refuseField(`${OTA_CONFIG_BASE}/updateHourRoomConfig`, 'sellEnd', '可售结束时间须晚于开始时间');
    const latest = within(hourRoom()).getByLabelText('最晚退房时间');
    await typeTime(user, latest, '23:30');
    await user.click(buttonIn(hourRoom(), '保存'));
    await within(hourRoom()).findByText('可售结束时间须晚于开始时间');
    expect(latest).toHaveValue('23:30');
    expect(stored().hourRoom.latestCheckout).toBe('23:00');

    // the real server: an enabled hour room needs a length
    server.resetHandlers();
    for (const h of ['3小时', '4小时', '5小时']) {
      const tag = within(hourRoom()).getByTitle(h);
      await user.click(within(tag.closest('.ant-select-selection-item') ?? tag).getByLabelText('close'));
    }
    await user.click(buttonIn(hourRoom(), '保存'));
    await within(hourRoom()).findByText('请至少选择一种钟点房时长');
    // turned off, no length is needed
    await user.click(within(hourRoom()).getByLabelText('开放钟点房'));
    await user.click(buttonIn(hourRoom(), '保存'));
    await screen.findByText('更新成功');
    expect(stored().hourRoom).toMatchObject({ enabled: 0, hourOptions: [], latestCheckout: '23:30' });
  });

  it('shows staff the settings read-only', async () => {
    await open('13800138002');
    expect(within(liveIn()).getByLabelText('入住时间')).toBeDisabled();
    expect(within(liveIn()).queryByText(/^保\s*存$/)).not.toBeInTheDocument();
  });
});
