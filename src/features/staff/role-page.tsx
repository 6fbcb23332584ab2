import { RowDialogPage } from '@/components/row-dialog-page';
import { RoleAuthorityModal, type RoleDialog } from './role-authority-modal';
import { roleConfig } from './role-config';

/** /staff/role: the engine's list of the owner's roles, plus a role's rights (分配权限, 查看). */
export default function RolePage() {
  return (
    <RowDialogPage<RoleDialog>
      config={roleConfig}
      dialog={(dialog, close) => <RoleAuthorityModal dialog={dialog} onClose={close} />}
    />
  );
}
