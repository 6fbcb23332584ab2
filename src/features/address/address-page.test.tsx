import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authService } from '@/api/services/auth-service';
import { addressApi } from '@/api/services/common-system';
import { session } from '@/session/session-store';
import { renderPage } from '@/test/render-page';
import { signIn } from '@/test/sign-in';
import AddressPage from './address-page';
import { expectTexts } from '@/test/table';

async function signedIn(account?: string) {
  await signIn(account);
  session.setUser(await authService.userInfo());
}

/** Render the page for whoever is signed in and wait until it shows `first`; answers its utils and a user. */
async function render(first: string) {
  const utils = renderPage(<AddressPage />, { path: '/info/address' });
  await screen.findByText(first);
  return { ...utils, user: userEvent.setup() };
}

/** Sign in, then `render`. */
async function open(first: string) {
  await signedIn();
  return render(first);
}

/*
 * Rows and their buttons are found by text inside the rows: a role query with a name computes the style of
 * every ancestor of every candidate, which under jsdom takes about a second per query in an antd table.
 */
const rowOrNull = (name: string) =>
  screen.getAllByRole('row').find((r) => within(r).queryByText(name, { exact: false })) ?? null;
const row = (name: string) => {
  const r = rowOrNull(name);
  if (!r) throw new Error(`no row with ${name}`);
  return r;
};
/** the button of a row's action column */
const action = (name: string, label: string) => within(row(name)).getByText(label).closest('button')!;
const dialog = () => screen.getByRole('dialog');
/** the 默认 tag of a row (its 设为默认 button does not count) */
const isDefault = (name: string) => within(row(name)).queryByText('默认') !== null;
const save = /^保\s*存$/;

describe('/info/address', () => {
  it('lists the seeded addresses with the default one marked', async () => {
    await open('张建国');
    expect(isDefault('张建国')).toBe(true);
    expect(isDefault('周海燕')).toBe(false);
    expect(action('周海燕', '设为默认')).toBeInTheDocument();
    expect(screen.getByText('共 2 条')).toBeInTheDocument();
  });

  it('validates a new address by §5, then adds it', async () => {
    const { user } = await open('张建国');
    await user.click(screen.getByRole('button', { name: /新增地址/ }));
    const d = await screen.findByRole('dialog');
    expect(within(d).getByText('新增收货地址')).toBeInTheDocument();
    await user.click(within(d).getByRole('button', { name: save }));
    // antd validates the fields one after another: wait for all four
    await waitFor(() => expect(within(d).getAllByText('输入不可以为空')).toHaveLength(4));

    await user.type(within(d).getByLabelText('收货人'), '刘 春梅');
    await user.type(within(d).getByLabelText('手机号'), '1286740321');
    await user.click(within(d).getByLabelText('所在地区'));
    await user.paste('浙'.repeat(51));
    await user.type(within(d).getByLabelText('详细地址'), '河坊街138号');
    await user.click(within(d).getByRole('button', { name: save }));
    await waitFor(() => {
      expectTexts(
        d,
        '请输入中文、英文、数字、横线、下划线',
        '请输入正确的手机号',
        '所输入内容最多为50个字符',
      );
    });
    // the 51st character is refused with a message, not cut off: what was typed stays (issue 17)
    expect(within(d).getByLabelText('所在地区')).toHaveValue('浙'.repeat(51));
    expect(within(d).getByText('51 / 50')).toBeInTheDocument();

    await user.clear(within(d).getByLabelText('收货人'));
    await user.type(within(d).getByLabelText('收货人'), '刘春梅');
    await user.clear(within(d).getByLabelText('手机号'));
    await user.type(within(d).getByLabelText('手机号'), '13867403215');
    await user.clear(within(d).getByLabelText('所在地区'));
    await user.type(within(d).getByLabelText('所在地区'), '浙江省杭州市上城区');
    await user.click(within(d).getByLabelText('默认地址'));
    await user.click(within(d).getByRole('button', { name: save }));

    await screen.findByText('新增成功');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(isDefault('刘春梅')).toBe(true));
    // the new default is first and took the mark from the old one
    expect(screen.getAllByRole('row')[1]).toHaveTextContent('刘春梅');
    expect(isDefault('张建国')).toBe(false);
    expect(screen.getByText('共 3 条')).toBeInTheDocument();
  });

  it('edits an address; a failed save keeps the dialog and its values and shows the server message', async () => {
    const { user } = await open('周海燕');

    await user.click(action('周海燕', '编辑'));
    await screen.findByText('编辑收货地址');
    const detail = within(dialog()).getByLabelText('详细地址');
    expect(detail).toHaveValue('江南大道3850号创新大厦一楼前台');
    await user.clear(detail);
    await user.type(detail, '江南大道3850号创新大厦3楼');
    await user.click(within(dialog()).getByRole('button', { name: save }));
    await screen.findByText('更新成功');
    await waitFor(() => expect(row('周海燕')).toHaveTextContent('江南大道3850号创新大厦3楼'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // another tab deletes the address while this one edits it
    await user.click(action('周海燕', '编辑'));
    await screen.findByText('编辑收货地址');
    await user.clear(within(dialog()).getByLabelText('收货人'));
    await user.type(within(dialog()).getByLabelText('收货人'), '周海燕二');
    await addressApi.remove(2);
    await user.click(within(dialog()).getByRole('button', { name: save }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('数据不存在或已被删除');
    expect(within(dialog()).getByLabelText('收货人')).toHaveValue('周海燕二');
    await user.click(within(dialog()).getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sets another default and deletes after a confirmation', async () => {
    const { user } = await open('周海燕');

    await user.click(action('周海燕', '设为默认'));
    await screen.findByText('更新成功');
    await waitFor(() => expect(isDefault('周海燕')).toBe(true));
    expect(isDefault('张建国')).toBe(false);

    // 周海燕 is first now
    await user.click(action('周海燕', '删除'));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('确定永久删除周海燕的收货地址吗？');
    await user.click(within(confirm).getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(row('周海燕')).toBeInTheDocument();

    await user.click(action('周海燕', '删除'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /确\s*定/ }));
    await screen.findByText('删除成功');
    await waitFor(() => expect(rowOrNull('周海燕')).toBeNull());
    expect(screen.getByText('共 1 条')).toBeInTheDocument();
  });

  it('keeps page and size in the URL and pages on the server', async () => {
    await signedIn();
    for (let i = 1; i <= 10; i += 1) {
      await addressApi.add({
        consignee: `收货人${i}`,
        phone: '13900001111',
        region: '浙江省杭州市',
        detail: `${i}号`,
        isDefault: 0,
      });
    }
    const { user, router } = await render('共 12 条');
    expect(screen.getAllByRole('row')).toHaveLength(11);
    await user.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2&size=10'));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(3));
    expect(row('周海燕')).toHaveTextContent('12');
  });
});
