import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDb } from '@mocks/db';
import { BILLING_TABLES } from '@mocks/seed';
import { renderPage } from '@/test/render-page';
import { choose } from '@/test/select';
import { signInTo } from '@/test/sign-in';
import { buttonIn } from '@/test/table';
import FeeRulePage from './fee-rule-page';
import { refuseField } from '@/test/refuse';
import { OTHER_CONFIG_BASE } from '@/domain/billing';

/* /feeRule/index?tab=charge against 1001, which answers the defaults: 06:00, 18:00, 50 %, 30 min, to the cent. */
const PATH = '/feeRule/index?tab=charge';
const form = () => document.querySelector<HTMLFormElement>('#charge-config')!;
const summary = () => screen.getByTestId('charge-summary');
const stored = () =>
  getDb()
    .table(BILLING_TABLES.otherConfig)
    .find((r) => r.placeId === 1001)?.chargePrice;

async function open(account = '13800138000') {
  await signInTo(account, 1001);
  renderPage(<FeeRulePage />, { path: PATH });
  await waitFor(() => expect(within(form()).getByLabelText('凌晨入住分界')).toHaveValue('06:00'));
  return userEvent.setup();
}

describe('/feeRule/index?tab=charge (charge settings)', () => {
  it('shows each setting with what it means, and the whole in one sentence', async () => {
    await open();
    expect(within(form()).getByLabelText('半天房截止')).toHaveValue('18:00');
    expect(within(form()).getByLabelText('半天房费比例')).toHaveValue('50');
    expect(within(form()).getByLabelText('免费延时')).toHaveValue('30');
    expect(within(form()).getByTitle('到分')).toBeInTheDocument();
    expect(screen.getByText(/此时间前入住算作前一晚/)).toBeInTheDocument();
    expect(summary()).toHaveTextContent(
      '按当前设置：06:00 前入住按前一晚计；退房时间后 30 分钟内不加收，之后到 18:00 退房加收半天房费（50%），18:00 后按全天；房费到分。',
    );
  });

  it('saves the settings, the sentence following what is typed', async () => {
    const user = await open();
    const percent = within(form()).getByLabelText('半天房费比例');
    await user.clear(percent);
    await user.type(percent, '60');
    await choose(user, form(), '房费取整', '四舍五入到元');
    expect(summary()).toHaveTextContent('加收半天房费（60%）');
    expect(summary()).toHaveTextContent('房费四舍五入到元。');
    await user.click(buttonIn(form(), '保存'));
    await screen.findByText('更新成功');
    expect(stored()).toEqual({
      earlyCheckInBefore: '06:00',
      halfDayUntil: '18:00',
      halfDayPercent: 60,
      graceMinutes: 30,
      roundMode: 1,
    });
  });

  it('checks a cleared field and shows a server field error on its field, keeping the values', async () => {
    const user = await open();
    const grace = within(form()).getByLabelText('免费延时');
    await user.clear(grace);
    await user.click(buttonIn(form(), '保存'));
    expect(await within(form()).findByText('输入不可以为空')).toBeTruthy();
    await user.type(grace, '45');

    refuseField(
      `${OTHER_CONFIG_BASE}/updateChargePriceConfig`,
      'halfDayUntil',
      '半日房截止时间须晚于退房时间',
    );
    await user.click(buttonIn(form(), '保存'));
    expect(await within(form()).findByText('半日房截止时间须晚于退房时间')).toBeTruthy();
    // said once, on its field: the request layer does not also toast it
    expect(screen.getAllByText('半日房截止时间须晚于退房时间')).toHaveLength(1);
    expect(grace).toHaveValue('45');
    expect(stored()).toBeUndefined();
  });

  it('is read-only for staff', async () => {
    await open('13800138002');
    expect(within(form()).getByLabelText('半天房费比例')).toBeDisabled();
    expect(within(form()).queryByText(/^保\s*存$/)).not.toBeInTheDocument();
  });
});
