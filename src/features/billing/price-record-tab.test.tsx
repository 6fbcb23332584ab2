import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '@/test/render-page';
import { choose } from '@/test/select';
import { signInTo } from '@/test/sign-in';
import { buttonIn, expectTexts } from '@/test/table';
import FeeRulePage from './fee-rule-page';

/* /feeRule/index?tab=records against 1001: a dozen seeded price records, the newest a refused order edit. */
const PATH = '/feeRule/index?tab=records';
const bodyRows = () => screen.getAllByRole('row').slice(1);

describe('/feeRule/index?tab=records (price records)', () => {
  it('lists the records newest first, read-only, and filters them by kind', async () => {
    await signInTo('13800138000', 1001);
    renderPage(<FeeRulePage />, { path: PATH });
    await screen.findByText('共 12 条');
    const first = bodyRows()[0]!;
    expectTexts(first, '改价审核', '改价 688.00 → 588.00：已驳回（套房不参与议价）', '张建国');
    expect(screen.queryByText(/^新\s*增$/)).not.toBeInTheDocument();
    expect(screen.queryByText('编辑')).not.toBeInTheDocument();
    expect(screen.getByText('导出').closest('button')).toBeInTheDocument();

    const user = userEvent.setup();
    await choose(user, screen.getByRole('search'), '类型', '促销价');
    await user.click(buttonIn(screen.getByRole('search'), '查询'));
    await screen.findByText('共 2 条');
    const texts = bodyRows().map((r) => r.querySelectorAll('td')[2]?.textContent);
    expect(texts).toEqual(['圣诞跨年夜', '周末特惠']);
    await waitFor(() => expect(bodyRows().every((r) => within(r).queryByText('促销价'))).toBe(true));
  });
});
