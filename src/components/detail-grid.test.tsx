import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '@/test/render-page';
import { retype } from '@/test/form';
import { DetailGrid, type DetailItem } from './detail-grid';
import { RoundCard } from './round-card';

function renderGrid(onSave: (n: number) => Promise<void> | void, extra: Partial<DetailItem> = {}) {
  renderPage(
    <DetailGrid
      title="房型详情"
      column={2}
      items={[
        { key: 'name', label: '房型名称', value: '豪华电竞双人间' },
        { key: 'stock', label: '房间数', value: 12, editable: true, onSave, ...extra },
        { key: 'floor', label: '楼层', value: 3 },
      ]}
    />,
  );
}

const editButton = () => screen.getByRole('button', { name: '编辑房间数' });
const box = () => screen.getByRole('spinbutton', { name: '房间数' });

/** The grid with `onSave` on 房间数, its editor opened by the user returned. */
async function openEditor(onSave: (n: number) => Promise<void> | void) {
  const user = userEvent.setup();
  renderGrid(onSave);
  await user.click(editButton());
  return user;
}

describe('DetailGrid', () => {
  it('shows every item; only editable numbers get an edit button', () => {
    renderGrid(vi.fn());
    expect(screen.getByText('房型详情')).toBeInTheDocument();
    expect(screen.getByText('豪华电竞双人间')).toBeInTheDocument();
    expect(screen.getByText('12')).toBeInTheDocument();
    expect(screen.getByText('3')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^编辑/ })).toHaveLength(1);
  });

  it('edits in place: Enter saves the integer, the cell shows it', async () => {
    const onSave = vi.fn(async () => undefined);
    const user = await openEditor(onSave);
    expect(box()).toHaveFocus();
    expect(box()).toHaveValue('12');
    await retype(user, box(), '20{Enter}');
    expect(onSave).toHaveBeenCalledExactlyOnceWith(20);
    await waitFor(() => expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument());
    expect(screen.getByText('20')).toBeInTheDocument();
  });

  it('the ✓ button saves too; an unchanged number closes without a call', async () => {
    const onSave = vi.fn();
    const user = await openEditor(onSave);
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();

    await user.click(editButton());
    await retype(user, box(), '0');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(onSave).toHaveBeenCalledExactlyOnceWith(0);
    await screen.findByText('0');
  });

  it('integers only, minimum 0: a fraction is rounded, a negative becomes 0, empty cannot be saved', async () => {
    const onSave = vi.fn();
    const user = await openEditor(onSave);
    await retype(user, box(), '7.6{Enter}');
    expect(onSave).toHaveBeenLastCalledWith(8);

    await user.click(await screen.findByRole('button', { name: '编辑房间数' }));
    await retype(user, box(), '-5{Enter}');
    expect(onSave).toHaveBeenLastCalledWith(0);

    await user.click(await screen.findByRole('button', { name: '编辑房间数' }));
    await user.clear(box());
    expect(screen.getByRole('button', { name: '保存' })).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(onSave).toHaveBeenCalledTimes(2);
    expect(box()).toBeInTheDocument();
  });

  it('Esc or ✗ cancels without saving and keeps the old number', async () => {
    const onSave = vi.fn();
    const user = await openEditor(onSave);
    await retype(user, box(), '99');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(screen.getByText('12')).toBeInTheDocument();

    await user.click(editButton());
    expect(box()).toHaveValue('12');
    await user.type(box(), '5');
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(screen.getByText('12')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows saving, and a failed save keeps the editor open with the typed number', async () => {
    let fail!: (e: Error) => void;
    const onSave = vi.fn(() => new Promise<void>((_, reject) => (fail = reject)));
    const user = await openEditor(onSave);
    await retype(user, box(), '30{Enter}');
    expect(box()).toBeDisabled();
    expect(screen.getByRole('button', { name: '取消' })).toBeDisabled();
    expect(
      within(screen.getByRole('button', { name: '保存' })).getByRole('img', { name: 'loading' }),
    ).toBeVisible();
    fail(new Error('房间数不能小于已入住数'));
    await waitFor(() => expect(box()).toBeEnabled());
    expect(box()).toHaveValue('30');
    expect(onSave).toHaveBeenCalledExactlyOnceWith(30);

    // and a retry that works closes it
    onSave.mockImplementationOnce(async () => undefined);
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument());
    expect(screen.getByText('30')).toBeInTheDocument();
  });

  it('a new value from the parent replaces what was shown', async () => {
    const user = userEvent.setup();
    function Parent() {
      const [stock, setStock] = useState(12);
      return (
        <>
          <button type="button" onClick={() => setStock(15)}>
            refetch
          </button>
          <DetailGrid
            items={[{ key: 's', label: '房间数', value: stock, editable: true, onSave: vi.fn() }]}
          />
        </>
      );
    }
    renderPage(<Parent />);
    await user.click(editButton());
    await user.click(screen.getByRole('button', { name: 'refetch' }));
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(screen.getByText('15')).toBeInTheDocument();
  });
});

describe('RoundCard', () => {
  it('is an antd Card with a 10 px radius by default, passing other props through', () => {
    renderPage(
      <>
        <RoundCard title="今日概况" role="region" aria-label="今日概况">
          内容
        </RoundCard>
        <RoundCard role="region" aria-label="更圆" radius={16} />
        <RoundCard role="region" aria-label="自定义" style={{ borderRadius: 4, marginTop: 8 }} />
      </>,
    );
    const card = screen.getByRole('region', { name: '今日概况' });
    expect(card).toHaveStyle({ borderRadius: '10px' });
    expect(card).toHaveTextContent('今日概况内容');
    expect(screen.getByRole('region', { name: '更圆' })).toHaveStyle({ borderRadius: '16px' });
    expect(screen.getByRole('region', { name: '自定义' })).toHaveStyle({
      borderRadius: '4px',
      marginTop: '8px',
    });
  });
});
