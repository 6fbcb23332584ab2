import { zhConsole } from './locales/zh/console';
import { i18n, setLanguage } from './i18n';
import { serverText } from './server-text';

describe('serverText', () => {
  afterEach(async () => {
    await setLanguage('zh');
  });

  it('keeps what the server said in Chinese', () => {
    expect(serverText('新增成功')).toBe('新增成功');
    expect(serverText('该身份证号已在黑名单中')).toBe('该身份证号已在黑名单中');
  });

  it("shows in English the console's English of a message it knows, the rest as sent", async () => {
    i18n.addResourceBundle('zh', 'translation', zhConsole, true, true);
    await setLanguage('en');
    expect(serverText('新增成功')).toBe('Added');
    expect(serverText('网关异常')).toBe(i18n.t('errors.gateway'));
    expect(serverText('网关异常')).not.toBe('网关异常');
    // a declaration's rule message, answered by the server in Chinese (src/domain/members.ts)
    expect(serverText('该身份证号已在黑名单中')).toBe('This ID card number is already on the blacklist');
    // a message with the server's own values in it is not the console's text
    expect(serverText('「金卡会员」正在使用，不能删除：8名会员')).toBe(
      '「金卡会员」正在使用，不能删除：8名会员',
    );
    expect(serverText('')).toBe('');
  });
});
