import { useEffect } from 'react';
import { Alert, Button, Form, Select, Space, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCan } from '@/access/access-store';
import { MENU_ICONS } from '@/components/menu-icons';
import { menuLabel } from '@/access/menu-label';
import { staffMenus, type MenuEntryInput } from '@/api/services/staff-menus';
import { ui } from '@/components/feedback-ui';
import { NumberInput, TextInput } from '@/components/typed-inputs';
import { declaredRule } from '@/crud/declared-rule';
import type { FieldSpec } from '@/domain/entity';
import {
  defaultIconOf,
  entryEntityOf,
  MENU_ICON_KEYS,
  urlProblem,
  type MenuTreeNode,
} from '@/domain/menu-admin';
import { useFormSave } from '@/hooks/use-form-save';
import { useSubmitGuard } from '@/hooks/use-submit-guard';
import { checkUrl } from '@/utils/safe-url';

interface Values {
  name: string;
  enName?: string;
  url?: string;
  parentId?: number;
  sort?: number | null;
  icon?: string;
  hidden: boolean;
  restricted?: boolean;
}

/** What the form edits: an entry of the tree, or a new own link or group. */
export type EntryTarget = { node: MenuTreeNode } | { kind: 'link' | 'group'; node?: undefined };

const FORM_FIELDS = ['name', 'enName', 'url', 'parentId', 'sort', 'icon', 'hidden', 'restricted'];

/**
 * The selected entry's form (or a new own entry's): names, order and hidden for every entry; address, parent and
 * icon for an own one, and whether only roles given its key see a link. Saved once however often 保存 is clicked;
 * a refusal keeps what was typed, the server's message on its field. An own entry is deleted here (confirmed).
 */
export function MenuEntryForm({
  target,
  groups,
  onSaved,
  onRemoved,
}: {
  target: EntryTarget;
  /** the top-level groups, where a link may go */
  groups: MenuTreeNode[];
  onSaved: (menuId: number) => Promise<void>;
  onRemoved: () => Promise<void>;
}) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = useFormSave(form, { fields: FORM_FIELDS });
  const removal = useSubmitGuard();
  const node = target.node;
  const kind = node ? node.kind : target.kind;
  const system = node?.system ?? false;
  const mayWrite = useCan(node ? 'staff:menu:edit' : 'staff:menu:add');
  const mayRemove = useCan('staff:menu:delete');
  const fields = entryEntityOf(system ? 'page' : kind).fields as Record<string, FieldSpec>;
  const url = Form.useWatch('url', form);

  const initial: Values = node
    ? {
        name: node.name,
        enName: node.enName,
        url: node.kind === 'link' ? node.path : undefined,
        parentId: node.parentId,
        sort: node.sort,
        icon: node.icon,
        hidden: node.hidden,
        restricted: node.restricted,
      }
    : {
        name: '',
        enName: '',
        parentId: 0,
        sort: null,
        icon: defaultIconOf(target.kind),
        hidden: false,
        restricted: true,
      };
  const resetGuard = save.reset;
  useEffect(() => resetGuard(), [resetGuard]);

  /** A rule of the declaration, on the value as it would travel (none for a field this kind has not). */
  const rule = (name: string) => (fields[name] ? declaredRule(t, fields[name]) : {});

  const submit = () =>
    save.run(async (v) => {
      const input: MenuEntryInput = {
        name: v.name.trim(),
        enName: (v.enName ?? '').trim(),
        sort: v.sort ?? null,
        hidden: !!v.hidden,
      };
      if (!system) {
        input.icon = v.icon;
        input.parentId = kind === 'link' ? (v.parentId ?? 0) : 0;
        if (kind === 'link') {
          input.url = (v.url ?? '').trim();
          input.restricted = !!v.restricted;
        }
      }
      if (node) {
        ui.success(await staffMenus.edit(node.menuId, input, { silent: true }));
        await onSaved(node.menuId);
      } else {
        const added = await staffMenus.add(target.kind, input, { silent: true });
        ui.success(added.msg);
        await onSaved(added.menuId);
      }
    });

  const remove = () =>
    void ui.confirm({
      title: t('menuAdmin.removeConfirm', { name: node ? menuLabel(node, i18n.language) : '' }),
      content: kind === 'link' && node?.restricted ? t('menuAdmin.removeConfirmLink') : undefined,
      okText: t('menuAdmin.remove'),
      okButtonProps: { danger: true },
      cancelText: t('menuAdmin.cancel'),
      onOk: () =>
        removal.run(async () => {
          try {
            ui.success(await staffMenus.remove(node!.menuId, { silent: true }));
            await onRemoved();
          } catch (e) {
            ui.error(e instanceof Error ? e.message : t('errors.network'));
            removal.reset();
          }
        }),
    });

  const untrusted =
    kind === 'link' && typeof url === 'string' && urlProblem(url.trim()) === null && !checkUrl(url.trim());
  const title = node
    ? t(`menuAdmin.kind.${node.kind}`)
    : t(target.kind === 'link' ? 'menuAdmin.newLinkTitle' : 'menuAdmin.newGroupTitle');

  return (
    <Form<Values>
      form={form}
      name="menu-entry"
      layout="vertical"
      autoComplete="off"
      initialValues={initial}
      disabled={!mayWrite}
      onValuesChange={save.onValuesChange}
      onFinish={() => void submit()}
      style={{ maxWidth: 560 }}
    >
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      <Form.Item name="name" label={t('menuAdmin.name')} required rules={[rule('name')]}>
        <TextInput maxLength={fields.name?.maxLength} />
      </Form.Item>
      <Form.Item
        name="enName"
        label={t('menuAdmin.enName')}
        rules={[rule('enName')]}
        extra={t(system ? 'menuAdmin.enNameHintSystem' : 'menuAdmin.enNameHintOwn')}
      >
        <TextInput maxLength={fields.enName?.maxLength} />
      </Form.Item>
      {system && node && (
        <Form.Item>
          <Space wrap>
            <Typography.Text type="secondary">
              {t('menuAdmin.defaultNames', { name: node.defaultName, enName: node.defaultEnName })}
            </Typography.Text>
            <Button
              size="small"
              onClick={() => {
                form.setFieldsValue({ name: node.defaultName, enName: node.defaultEnName });
                save.onValuesChange();
              }}
            >
              {t('menuAdmin.restoreNames')}
            </Button>
          </Space>
        </Form.Item>
      )}
      {system && node && node.kind === 'page' && (
        <Form.Item label={t('menuAdmin.path')}>
          <Typography.Text code>{node.path}</Typography.Text>
        </Form.Item>
      )}
      {kind === 'link' && (
        <>
          <Form.Item
            name="url"
            label={t('menuAdmin.url')}
            required
            rules={[rule('url')]}
            extra={t('menuAdmin.urlHint')}
          >
            <TextInput maxLength={fields.url?.maxLength} placeholder="https://" />
          </Form.Item>
          {untrusted && (
            <Alert type="warning" showIcon title={t('menuAdmin.urlUntrusted')} style={{ marginBottom: 16 }} />
          )}
          <Form.Item name="parentId" label={t('menuAdmin.parent')}>
            <Select
              options={[
                { value: 0, label: t('menuAdmin.parentTop') },
                ...groups.map((g) => ({ value: g.menuId, label: menuLabel(g, i18n.language) })),
              ]}
            />
          </Form.Item>
        </>
      )}
      <Form.Item
        name="sort"
        label={t('menuAdmin.sort')}
        rules={[rule('sort')]}
        extra={t('menuAdmin.sortHint')}
      >
        <NumberInput />
      </Form.Item>
      {!system && (
        <Form.Item name="icon" label={t('menuAdmin.icon')} rules={[rule('icon')]}>
          <Select
            options={MENU_ICON_KEYS.map((k) => ({
              value: k,
              label: (
                <Space>
                  {MENU_ICONS[k]}
                  {k}
                </Space>
              ),
            }))}
          />
        </Form.Item>
      )}
      <Form.Item
        name="hidden"
        label={t('menuAdmin.hidden')}
        valuePropName="checked"
        extra={t(node && !node.hideable ? 'menuAdmin.hiddenLocked' : 'menuAdmin.hiddenHint')}
      >
        <Switch disabled={!!node && !node.hideable} />
      </Form.Item>
      {kind === 'link' && (
        <Form.Item
          name="restricted"
          label={t('menuAdmin.restricted')}
          valuePropName="checked"
          extra={t('menuAdmin.restrictedHint')}
        >
          <Switch />
        </Form.Item>
      )}
      <Space>
        <Button type="primary" htmlType="submit" loading={save.pending}>
          {t('menuAdmin.save')}
        </Button>
        {node && !system && mayRemove && (
          <Button danger disabled={false} loading={removal.pending} onClick={remove}>
            {t('menuAdmin.remove')}
          </Button>
        )}
      </Space>
    </Form>
  );
}
