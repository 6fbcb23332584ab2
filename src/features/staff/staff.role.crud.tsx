import { Space, Tag } from 'antd';
import { defineCrud, type RowDialogProps } from '@/crud/types';
import { createTimeField, remarkField } from '@/crud/field-presets';
import { ownPlaceOptions, roleResource } from '@/api/services/roles';
import { roleEntity, type Role, type RoleInput } from '@/domain/roles';
import { RoleAuthorityModal } from './role-authority-modal';

/**
 * /staff/role: the owner's roles (role list/add/edit/remove, §6) — name, the places it covers (any of the
 * owner's), remark, how many keys it gives and how many staff members hold it. 分配权限 (behind
 * staff:role:auth) and 查看 open the role's rights; a role in use is not removed (the server names
 * who holds it).
 */
export default defineCrud<Role, RoleInput>({
  key: 'roles',
  schema: roleEntity,
  resource: roleResource,
  title: 'roles.title',
  entity: 'roles.entity',
  fields: [
    { key: 'roleName', label: 'roles.roleName', search: true, column: { width: 160 }, form: true },
    {
      key: 'placeIds',
      label: 'roles.places',
      type: 'entity',
      multiple: true,
      entity: { queryKey: 'ownPlaces', load: ownPlaceOptions },
      column: {
        render: (r) => (
          <Space size={[4, 4]} wrap>
            {r.placeNames.map((n) => (
              <Tag key={String(n)}>{String(n)}</Tag>
            ))}
          </Space>
        ),
      },
      form: { extra: 'roles.placesHint', wide: true },
      exportAs: (r) => r.placeNames.join(', '),
    },
    { key: 'permCount', label: 'roles.permCount', type: 'number', column: { width: 90 } },
    { key: 'userCount', label: 'roles.userCount', type: 'number', column: { width: 90 } },
    remarkField<Role>('roles'),
    createTimeField<Role>('roles'),
  ],
  perms: { add: 'staff:role:add', edit: 'staff:role:edit', delete: 'staff:role:delete' },
  rowName: (r) => r.roleName,
  rowActions: [
    {
      key: 'assign',
      label: 'roles.assign',
      perm: 'staff:role:auth',
      dialog: (p: RowDialogProps<Role>) => <RoleAuthorityModal {...p} mode="assign" />,
    },
    {
      key: 'view',
      label: 'roles.view',
      perm: 'staff:role:list',
      dialog: (p: RowDialogProps<Role>) => <RoleAuthorityModal {...p} mode="view" />,
    },
  ],
});
