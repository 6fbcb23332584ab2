import { Button, type ButtonProps } from 'antd';
import { useNavigate } from 'react-router';
import { logout } from '@/session/flows';

/**
 * Sign out, then open the login page in place of the current one.
 * @example const signOut = useSignOut(); … onOk: signOut
 */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    await logout();
    navigate('/login', { replace: true });
  };
}

/**
 * A link button that signs out and opens the login page (切换账号 of the lock page and the place picker).
 * @example <SwitchAccountButton>{t('place.switchAccount')}</SwitchAccountButton>
 */
export function SwitchAccountButton(props: Omit<ButtonProps, 'type' | 'onClick'>) {
  const signOut = useSignOut();
  return <Button type="link" onClick={() => void signOut()} {...props} />;
}
