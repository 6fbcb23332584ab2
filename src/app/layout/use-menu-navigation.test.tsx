import { renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { signInTo } from '@/test/sign-in';
import { renderPage } from '@/test/render-page';
import { useMenuNavigation } from './use-menu-navigation';

describe('choosing the ERP entry (issue 17.6)', () => {
  it('shows the refusal and lets no error out of the click', async () => {
    await signInTo('13800138002', 1001);
    renderPage(<div />, { path: '/wel/index' });
    const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter>{children}</MemoryRouter>;
    const { result } = renderHook(() => useMenuNavigation(), { wrapper });
    await expect(result.current({ path: '/shopManage/index' })).resolves.toBeUndefined();
    await screen.findByText('无权限登录进销存系统');
  });
});
