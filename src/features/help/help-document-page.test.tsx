import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockDb } from '@mocks/node';
import { renderPage } from '@/test/render-page';
import { signInTo } from '@/test/sign-in';
import HelpDocumentPage, { documentHref, matchDocuments } from './help-document-page';

async function open(path = '/info/helpDocument') {
  await signInTo('13800138000', 1001);
  const utils = renderPage(<HelpDocumentPage />, { path });
  await screen.findByRole('link', { name: '常见问题' });
  return { ...utils, user: userEvent.setup() };
}

/** The documents listed, by the title link of each. */
const titles = () =>
  screen.queryAllByRole('listitem').map((li) => within(li).queryAllByRole('link')[0]?.textContent?.trim());

describe('/info/helpDocument', () => {
  it('lists the HELP_DOCUMENT dictionary; each document opens in a new tab without opener or referrer', async () => {
    await open();
    expect(screen.getByText('共 5 篇')).toBeInTheDocument();
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.textContent?.trim())).toEqual([
      '新手入门：三步开通酒店管理',
      '计费规则设置说明',
      '收款账户开通指南',
      '网吧场所绑定教程',
      '常见问题',
    ]);
    for (const a of links) {
      expect(a).toHaveAttribute('target', '_blank');
      expect(a).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.getByRole('link', { name: '计费规则设置说明' })).toHaveAttribute(
      'href',
      'https://help.example.com/merchant/fee-rule.html',
    );
    expect(screen.getByText('钟点房、全天房与节假日价格的配置方法')).toBeInTheDocument();
  });

  it('searches titles and descriptions as you type; the text is kept in the URL', async () => {
    const { user, router } = await open();
    const box = screen.getByRole('searchbox', { name: '搜索文档' });
    await user.type(box, '收款');
    await waitFor(() => expect(titles()).toEqual(['收款账户开通指南']));
    expect(router.state.location.search).toBe('?q_keyword=%E6%94%B6%E6%AC%BE');
    await user.clear(box);
    await user.type(box, '交班');
    // found by its description (登录、授权购买与交班相关问题解答)
    await waitFor(() => expect(titles()).toEqual(['常见问题']));
    await user.clear(box);
    await user.type(box, 'xyz');
    await screen.findByText('没有找到与“xyz”相关的文档');
    await user.clear(box);
    await waitFor(() => expect(titles()).toHaveLength(5));
    expect(router.state.location.search).toBe('');
  });

  it('a shared link with a search shows the filtered list', async () => {
    await signInTo('13800138000', 1001);
    renderPage(<HelpDocumentPage />, { path: '/info/helpDocument?q_keyword=网吧' });
    await screen.findByRole('link', { name: '网吧场所绑定教程' });
    expect(titles()).toEqual(['网吧场所绑定教程']);
    expect(screen.getByRole('searchbox', { name: '搜索文档' })).toHaveValue('网吧');
  });

  it('server data stays harmless: no javascript: link, description HTML sanitised', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    mockDb().data.dict.HELP_DOCUMENT!.push(
      {
        dictId: 490,
        value: 'javascript:alert(1)',
        label: '可疑文档',
        description: '<b>加粗说明</b><img src=x onerror=alert(1)>',
      },
      {
        dictId: 491,
        value: '/static/help/local.html',
        label: '站内文档',
        description: '<a href="https://example.com/x">外链</a>',
      },
    );
    await open();
    expect(screen.getByText('可疑文档').closest('a')).toBeNull();
    expect(screen.getByText('加粗说明').tagName).toBe('B');
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(screen.getByRole('link', { name: '站内文档' })).toHaveAttribute('href', '/static/help/local.html');
    expect(screen.getByRole('link', { name: '外链' })).toHaveAttribute('rel', 'noopener noreferrer');
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(alert).not.toHaveBeenCalled();
    alert.mockRestore();
  });

  it('an empty group says so', async () => {
    mockDb().data.dict.HELP_DOCUMENT = [];
    await signInTo('13800138000', 1001);
    renderPage(<HelpDocumentPage />, { path: '/info/helpDocument' });
    await screen.findByText('暂无帮助文档');
  });
});

describe('help document rules', () => {
  it('documentHref opens http(s) and same-origin paths only', () => {
    expect(documentHref(' https://help.example.com/a.html ')).toBe('https://help.example.com/a.html');
    expect(documentHref('http://x.example')).toBe('http://x.example');
    expect(documentHref('/help/a')).toBe('/help/a');
    for (const bad of [
      'javascript:alert(1)',
      'JAVASCRIPT:x',
      '//evil.example',
      'data:text/html,x',
      'ftp://x',
      '',
    ])
      expect(documentHref(bad)).toBeNull();
  });

  it('matchDocuments ignores case and markup', () => {
    const docs = [
      { dictId: 1, value: '', label: 'OTA Guide', description: '<p>对接<b>携程</b></p>' },
      { dictId: 2, value: '', label: '门锁', description: '' },
    ];
    expect(matchDocuments(docs, 'ota').map((d) => d.dictId)).toEqual([1]);
    expect(matchDocuments(docs, '对接 携程').map((d) => d.dictId)).toEqual([1]);
    expect(matchDocuments(docs, ' ')).toHaveLength(2);
  });
});
