import { useMemo, useState } from 'react';
import { CrudPage } from '@/crud/crud-page';
import { RoleAuthorityModal, type RoleDialog } from './role-authority-modal';
import { roleConfig } from './role-config';

/** /staff/role: the engine's list of the owner's roles, plus a role's rights (分配权限, 查看). */
export default function RolePage() {
  const [dialog, setDialog] = useState<RoleDialog | null>(null);
  const config = useMemo(() => roleConfig(setDialog), []);
  return (
    <CrudPage config={config}>
      <RoleAuthorityModal dialog={dialog} onClose={() => setDialog(null)} />
    </CrudPage>
  );
}
