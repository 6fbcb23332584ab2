import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import { boxUserApi, passBoxApi, type PassBox } from '@/api/services/room-extras';
import { defineCrud, type CrudConfig, type RowAction } from '@/crud/types';
import { boxUserEntity } from '@/domain/room-extras';
import { bindActions, boundRoomField } from './bound-room';
import { boxOptions } from './options';
import { createTimeField, onOffOptions, phoneField, remarkField } from '@/crud/field-presets';

/**
 * /roomManage/passBox, first tab: the key-card boxes (passBox/getBoxList). Boxes are registered by the kiosk
 * supplier, so there is no add or delete: the merchant binds each to a room and names who may open it.
 */
export function passBoxConfig(users: (b: PassBox) => void): CrudConfig<PassBox> {
  const rowActions: Array<RowAction<PassBox>> = [
    ...bindActions<PassBox>('room:passBox:edit', {
      bindTitle: 'roomExtras.bindBoxTitle',
      unbindAsk: 'roomExtras.unbindBoxConfirm',
      name: (b) => b.boxName,
      bind: (b, roomId) => passBoxApi.bindRoom(b.id, roomId),
      unbind: (b) => passBoxApi.unbindRoom(b.id),
    }),
    { key: 'users', label: 'roomExtras.viewUsers', perm: 'room:boxUser:list', onClick: users },
  ];
  return {
    key: 'passBoxes',
    title: 'roomExtras.passBoxTitle',
    resource: passBoxApi,
    fields: [
      { key: 'boxCode', label: 'roomExtras.boxCode', search: true, column: { sorter: true, fixed: 'left' } },
      { key: 'boxName', label: 'roomExtras.boxName', search: true, column: true },
      { key: 'location', label: 'roomExtras.location', column: { ellipsis: true } },
      { key: 'slotCount', label: 'roomExtras.slotCount', type: 'number', column: { sorter: true } },
      {
        key: 'online',
        label: 'roomExtras.online',
        type: 'select',
        options: onOffOptions('roomExtras.onlineYes', 'roomExtras.onlineNo'),
        search: true,
        column: {
          render: (b) => <OnlineBadge online={b.online} />,
        },
      },
      boundRoomField<PassBox>({ form: false }),
      {
        key: 'bound',
        label: 'roomExtras.bindState',
        type: 'select',
        options: onOffOptions('roomExtras.bound', 'roomExtras.unbound'),
        search: true,
      },
      {
        key: 'userCount',
        label: 'roomExtras.users',
        column: { render: (b) => <UserCount count={b.userCount} /> },
      },
      createTimeField('roomExtras'),
    ],
    perms: { export: 'room:passBox:export' },
    rowName: (b) => b.boxName,
    rowActions,
  };
}

function OnlineBadge({ online }: { online: 0 | 1 }) {
  const { t } = useTranslation();
  return (
    <Badge
      status={online === 1 ? 'success' : 'default'}
      text={t(online === 1 ? 'roomExtras.onlineYes' : 'roomExtras.onlineNo')}
    />
  );
}

function UserCount({ count }: { count: number }) {
  const { t } = useTranslation();
  return <>{t('roomExtras.userCount', { count })}</>;
}

/**
 * /roomManage/passBox, second tab: who may open which box (boxUser list / bindUser / editUser / unBindUser).
 * A list filtered to one box starts new entries on that box.
 */
export function boxUserConfig(boxId?: number) {
  return defineCrud({
    key: 'boxUsers',
    schema: boxUserEntity,
    title: 'roomExtras.passBoxTitle',
    entity: 'roomExtras.boxUserEntity',
    resource: boxUserApi,
    fields: [
      {
        key: 'boxId',
        label: 'roomExtras.box',
        type: 'entity',
        entity: { queryKey: 'passBoxes', load: boxOptions },
        search: true,
        column: { render: (u) => `${u.boxName}（${u.boxCode}）` },
        form: { initial: boxId },
      },
      {
        key: 'name',
        label: 'roomExtras.userName',
        search: true,
        column: { sorter: true },
        form: true,
      },
      phoneField('roomExtras'),
      {
        key: 'cardNo',
        label: 'roomExtras.cardNo',
        search: true,
        column: true,
        form: true,
        maxLength: 20,
      },
      remarkField('roomExtras'),
      createTimeField('roomExtras'),
    ],
    perms: { add: 'room:boxUser:add', edit: 'room:boxUser:edit', delete: 'room:boxUser:delete' },
    rowName: (u) => u.name,
  });
}
