import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Checkbox, Empty, Form, Modal, Select, Space, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { placeKey } from '@/api/query-client';
import { staffAccounts, type StaffAccountRow } from '@/api/services/staff-accounts';
import { ui } from '@/components/feedback-ui';
import { QuerySaveModal } from '@/components/query-save-modal';
import { FormModal } from '@/components/form-modal';
import { TextInput } from '@/components/typed-inputs';
import { checkField } from '@/domain/entity';
import { declaredRule } from '@/crud/declared-rule';
import { staffAccountEntity, type FoundUser } from '@/domain/staff-accounts';
import { useSession } from '@/session/session-store';
import { ownedPlaces } from '@/api/services/business-place';
import { ACCOUNTS_KEY } from './account-config';

const F = staffAccountEntity.fields;

/** The owner's places and roles, as the dialogs offer them (cached per place). */
function useChoices() {
  const placeId = useSession((s) => s.place?.id ?? 0);
  const places = useQuery({ queryKey: placeKey(placeId, 'staffAccountPlaces'), queryFn: ownedPlaces });
  const roles = useQuery({
    queryKey: placeKey(placeId, 'staffAccountRoleRows'),
    queryFn: staffAccounts.roles,
  });
  return { places, roles };
}

/** 所属场所: the owner's places, any number of them (the declaration's rule: at least one). */
function PlacesField({ places }: { places: ReturnType<typeof useChoices>['places'] }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="placeIds"
      label={t('staffAccount.places')}
      required
      rules={[declaredRule(t, F.placeIds)]}
    >
      <Select<number[]>
        mode="multiple"
        loading={places.isLoading}
        options={(places.data ?? []).map((p) => ({ value: p.id, label: p.placeName }))}
        optionFilterProp="label"
        placeholder={t('crud.choosePlaceholder', { label: t('staffAccount.places') })}
      />
    </Form.Item>
  );
}

/** After a change: the list (and its options) again. */
function useRefresh() {
  const queryClient = useQueryClient();
  const placeId = useSession((s) => s.place?.id ?? 0);
  return () => queryClient.invalidateQueries({ queryKey: placeKey(placeId, ACCOUNTS_KEY) });
}

/* ------------------------------------------------------------------ the password, once */

/** A temporary password to show once: who it is for and why (created or reset). */
export interface ShownPassword {
  title: string;
  name: string;
  password: string;
}

/** The temporary password, shown once with 复制; closing the dialog forgets it. */
export function PasswordModal({ shown, onClose }: { shown: ShownPassword | null; onClose: () => void }) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(shown!.password);
      ui.success(t('staffAccount.copied'));
    } catch {
      ui.error(t('staffAccount.copyFailed'));
    }
  };
  return (
    <Modal
      open={!!shown}
      title={shown?.title}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      width={440}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('staffAccount.done')}
        </Button>
      }
    >
      {shown && (
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          <Typography.Text>{t('staffAccount.passwordFor', { name: shown.name })}</Typography.Text>
          <Space>
            <Typography.Text code strong style={{ fontSize: 20 }} data-testid="temp-password">
              {shown.password}
            </Typography.Text>
            <Button onClick={() => void copy()}>{t('staffAccount.copy')}</Button>
          </Space>
          <Alert type="warning" showIcon title={t('staffAccount.passwordOnce')} />
        </Space>
      )}
    </Modal>
  );
}

/* ------------------------------------------------------------------ 新增员工账号 */

interface AddValues {
  phone?: string;
  name?: string;
  placeIds?: number[];
  roleIds?: number[];
}

type Lookup =
  | { state: 'idle' | 'loading' | 'none' | 'failed'; phone: string }
  | { state: 'found'; phone: string; user: FoundUser };

/**
 * 新增员工账号: the phone is looked up as it is left (getUserByAccount) — an existing account is added as it is
 * (its name shown and locked), a new phone gets a new account whose temporary password the page shows once
 * (`onCreated`). Places are the owner's; the roles offered are those covering a chosen place. Saved once however
 * often it is clicked; a refusal keeps the dialog with what was entered.
 */
export function AddAccountModal({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (shown: ShownPassword) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<AddValues>();
  const { places, roles } = useChoices();
  const [lookup, setLookup] = useState<Lookup>({ state: 'idle', phone: '' });
  const chosenPlaces = Form.useWatch('placeIds', form);

  const roleOptions = useMemo(() => {
    const chosen = chosenPlaces ?? [];
    return (roles.data ?? [])
      .filter((r) => r.placeIds.some((p) => chosen.includes(Number(p))))
      .map((r) => ({ value: r.id, label: r.roleName }));
  }, [roles.data, chosenPlaces]);

  // a role no chosen place has any more is dropped from the choice
  useEffect(() => {
    const offered = new Set(roleOptions.map((o) => o.value));
    const held = form.getFieldValue('roleIds') as number[] | undefined;
    if (roles.data && held?.some((id) => !offered.has(id)))
      form.setFieldValue(
        'roleIds',
        held.filter((id) => offered.has(id)),
      );
  }, [roleOptions, roles.data, form]);

  const found = lookup.state === 'found' ? lookup.user : null;
  const locked = !!found && !found.bound && !found.self;

  const lookUp = async () => {
    const phone = (form.getFieldValue('phone') as string | undefined)?.trim() ?? '';
    if (phone === lookup.phone && lookup.state !== 'failed') return;
    if (checkField(F.phone, phone)) {
      if (found) form.setFieldValue('name', '');
      setLookup({ state: 'idle', phone: '' });
      return;
    }
    setLookup({ state: 'loading', phone });
    try {
      const user = await staffAccounts.findByAccount(phone);
      // the phone was changed meanwhile: that answer is not this phone's
      if ((form.getFieldValue('phone') as string | undefined)?.trim() !== phone) return;
      if (user) {
        setLookup({ state: 'found', phone, user });
        if (!user.bound && !user.self) form.setFields([{ name: 'name', value: user.name, errors: [] }]);
      } else {
        if (found) form.setFieldValue('name', '');
        setLookup({ state: 'none', phone });
      }
    } catch {
      setLookup({ state: 'failed', phone });
    }
  };

  const hint =
    lookup.state === 'loading' ? (
      <Typography.Text type="secondary">{t('staffAccount.lookingUp')}</Typography.Text>
    ) : lookup.state === 'none' ? (
      <Alert type="info" showIcon title={t('staffAccount.notFound')} />
    ) : lookup.state === 'failed' ? (
      <Alert type="warning" showIcon title={t('staffAccount.lookupFailed')} />
    ) : found?.self ? (
      <Alert type="error" showIcon title={t('staffAccount.foundSelf')} />
    ) : found?.bound ? (
      <Alert type="error" showIcon title={t('staffAccount.foundBound', { name: found.name })} />
    ) : found ? (
      <Alert type="success" showIcon title={t('staffAccount.found', { name: found.name })} />
    ) : null;

  const send = async (v: AddValues) => {
    const phone = v.phone!.trim();
    const name = (v.name ?? '').trim();
    const { data, msg } = await staffAccounts.add(
      { phone, name, placeIds: v.placeIds ?? [], roleIds: v.roleIds ?? [] },
      { silent: true },
    );
    if (!data.tempPassword) return found ? t('staffAccount.bound', { name: found.name }) : msg;
    onCreated({ title: t('staffAccount.createdTitle'), name, password: data.tempPassword });
  };

  return (
    <FormModal
      form={form}
      fields={['phone', 'name', 'placeIds', 'roleIds']}
      onSave={send}
      refresh={[ACCOUNTS_KEY]}
      title={t('staffAccount.addTitle')}
      onClose={onClose}
      width={520}
      initialValues={{ placeIds: [], roleIds: [] }}
      onValuesChange={(changed) => {
        // a new phone is looked up again when it is left
        if ('phone' in changed && lookup.state !== 'idle') {
          if (locked) form.setFieldValue('name', '');
          setLookup({ state: 'idle', phone: '' });
        }
      }}
    >
      <Form.Item
        name="phone"
        label={t('staffAccount.phone')}
        required
        rules={[declaredRule(t, F.phone)]}
        validateTrigger="onBlur"
        extra={hint}
      >
        <TextInput maxLength={11} inputMode="numeric" autoFocus onBlur={() => void lookUp()} />
      </Form.Item>
      <Form.Item name="name" label={t('staffAccount.name')} required rules={[declaredRule(t, F.name)]}>
        <TextInput maxLength={F.name.maxLength} disabled={locked} />
      </Form.Item>
      <PlacesField places={places} />
      <Form.Item name="roleIds" label={t('staffAccount.roles')} extra={t('staffAccount.rolesHint')}>
        <Select<number[]>
          mode="multiple"
          loading={roles.isLoading}
          options={roleOptions}
          optionFilterProp="label"
          placeholder={t('crud.choosePlaceholder', { label: t('staffAccount.roles') })}
        />
      </Form.Item>
    </FormModal>
  );
}

/* ------------------------------------------------------------------ 绑定场所 */

/** 绑定场所: the owner's places the member is bound to, exactly (bindPlace); at least one. */
export function BindPlaceModal({ account, onClose }: { account: StaffAccountRow; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ placeIds: number[] }>();
  const { places } = useChoices();

  const send = async (v: { placeIds: number[] }) =>
    (await staffAccounts.bindPlace(account.userId, v.placeIds, { silent: true })).msg;

  return (
    <FormModal
      form={form}
      fields={['placeIds']}
      onSave={send}
      refresh={[ACCOUNTS_KEY]}
      title={t('staffAccount.bindPlaceTitle', { name: account.name })}
      onClose={onClose}
      width={480}
      header={
        <Alert type="info" showIcon title={t('staffAccount.bindPlaceHint')} style={{ marginBottom: 16 }} />
      }
      initialValues={{ placeIds: account.placeIds }}
    >
      <PlacesField places={places} />
    </FormModal>
  );
}

/* ------------------------------------------------------------------ 分配角色 */

/**
 * 分配角色: the member's places (role/treeByUser), each with the roles covering it as checkboxes; a role covering
 * several places is one choice, ticked in each. 保存 sends the ticked roles once (setRole); a refusal keeps them.
 */
export function SetRoleModal({ account, onClose }: { account: StaffAccountRow; onClose: () => void }) {
  const { t } = useTranslation();
  const placeId = useSession((s) => s.place?.id ?? 0);
  const refresh = useRefresh();
  const [chosen, setChosen] = useState<number[] | null>(null);
  const tree = useQuery({
    queryKey: placeKey(placeId, ACCOUNTS_KEY, 'roleTree', account.userId),
    queryFn: () => staffAccounts.roleTree(account.userId),
  });

  const held = useMemo(
    () => [...new Set((tree.data ?? []).flatMap((p) => p.roles.filter((r) => r.checked).map((r) => r.id)))],
    [tree.data],
  );
  const ticked = chosen ?? held;
  const toggle = (id: number, on: boolean) =>
    setChosen(
      (on ? [...ticked, id] : ticked.filter((x) => x !== id)).filter((x, i, a) => a.indexOf(x) === i),
    );

  return (
    <QuerySaveModal
      open
      title={t('staffAccount.setRoleTitle', { name: account.name })}
      onCancel={onClose}
      query={tree}
      hint={t('staffAccount.setRoleHint')}
      skeletonRows={3}
      save={async () => (await staffAccounts.setRole(account.userId, ticked, { silent: true })).msg}
      onSaved={() => {
        void refresh();
        onClose();
      }}
      width={520}
    >
      {(data) => (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          {data.map((p) => (
            <div key={p.placeId} role="group" aria-label={p.placeName}>
              <Typography.Text strong>{p.placeName}</Typography.Text>
              <div style={{ marginTop: 8 }}>
                {p.roles.length === 0 ? (
                  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('staffAccount.noRolesHere')} />
                ) : (
                  <Space wrap size={[16, 8]}>
                    {p.roles.map((r) => (
                      <Checkbox
                        key={r.id}
                        checked={ticked.includes(r.id)}
                        onChange={(e) => toggle(r.id, e.target.checked)}
                      >
                        {r.roleName}
                      </Checkbox>
                    ))}
                  </Space>
                )}
              </div>
            </div>
          ))}
        </Space>
      )}
    </QuerySaveModal>
  );
}
