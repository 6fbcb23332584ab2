import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLanguage, setLanguage } from '@/i18n/i18n';
import { DEFAULT_SETTINGS, settings, settingsKeyPrefix } from '@/settings/settings-store';
import { renderPage } from '@/test/render-page';
import SettingsPage from './settings-page';

/** antd's radio buttons are labels over a hidden input: the label is what a person clicks. */
async function choose(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click((await screen.findByRole('radio', { name })).closest('label')!);
}

describe('/info/setting', () => {
  beforeEach(() => settings.loadFor(10001));
  afterEach(async () => {
    // the i18n instance outlives a test: put the default language back, with the page gone first
    cleanup();
    await setLanguage('zh');
    settings.loadFor(null);
  });

  it('changes theme, colour, tags bar and auto lock, and keeps them for the user', async () => {
    const user = userEvent.setup();
    renderPage(<SettingsPage />, { path: '/info/setting' });
    await choose(user, '深色');
    expect(settings.get().theme).toBe('dark');
    expect(screen.getByRole('radio', { name: '深色' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: '极光绿' }));
    expect(settings.get().color).toBe('#52c41a');
    expect(screen.getByRole('radio', { name: '极光绿' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: '拂晓蓝' })).toHaveAttribute('aria-checked', 'false');

    const tags = screen.getByRole('switch', { name: '标签栏' });
    expect(tags).toBeChecked();
    await user.click(tags);
    expect(settings.get().tags).toBe(false);

    await user.click(screen.getByLabelText('自动锁屏'));
    await user.click(await screen.findByTitle('15 分钟'));
    expect(settings.get().autoLockMinutes).toBe(15);

    const stored = JSON.parse(localStorage.getItem(`${settingsKeyPrefix}10001`)!) as Record<string, unknown>;
    expect(stored).toMatchObject({ theme: 'dark', color: '#52c41a', tags: false, autoLockMinutes: 15 });

    await user.click(screen.getByRole('button', { name: '恢复默认设置' }));
    await screen.findByText('已恢复默认设置');
    expect(settings.get()).toMatchObject(DEFAULT_SETTINGS);
    expect(screen.getByRole('radio', { name: '浅色' })).toBeChecked();
    expect(screen.getByRole('switch', { name: '标签栏' })).toBeChecked();
  });

  it('switches the language of the whole page', async () => {
    const user = userEvent.setup();
    renderPage(<SettingsPage />);
    await choose(user, 'English');
    await screen.findByText('Preferences');
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeInTheDocument();
    expect(currentLanguage()).toBe('en');
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    await choose(user, '中文');
    await waitFor(() => expect(screen.getByText('偏好设置')).toBeInTheDocument());
  });
});
