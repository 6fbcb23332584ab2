import { useMemo, useState, type ReactNode } from 'react';
import {
  Alert,
  Button,
  Col,
  DatePicker,
  Form,
  Modal,
  Radio,
  Row,
  Select,
  Skeleton,
  Space,
  Typography,
} from 'antd';
import type { Rule } from 'antd/es/form';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { placeKey } from '@/api/query-client';
import { activityApi, getActivity } from '@/api/services/activities';
import { ImageUpload } from '@/components/image-upload';
import { LoadFailed } from '@/components/load-failed';
import { NumberInput, TextArea, TextInput, type FormControlProps } from '@/components/typed-inputs';
import { declaredRule } from '@/crud/declared-rule';
import { confirmDiscard, FormFooter } from '@/crud/form-dialog';
import { keepPickerEnter } from '@/crud/form-keys';
import { useFormSubmit } from '@/crud/form-submit';
import type { FieldDef } from '@/crud/types';
import { saveResult } from '@/crud/use-crud';
import {
  ACTIVITY_TYPE,
  ACTIVITY_TYPES,
  activityEntity,
  activityProblem,
  chanceTotal,
  MAX_PRIZES,
  PRIZE_KIND,
  PRIZE_KINDS,
  PRIZE_NAME_MAX,
  type Activity,
  type ActivityInput,
  type ActivityPrize,
  type ActivityProblem,
  type ActivityType,
  type PrizeKind,
} from '@/domain/activities';
import { checkField } from '@/domain/entity';
import { useUnsavedChanges } from '@/hooks/page-tag';
import { useSession } from '@/session/session-store';

/**
 * The add and edit form of an activity (/netBar/addActivity; issue 22 item 6): name, kind, the time window to the
 * second, the kind's own fields — a turntable's daily spins, the points a spin costs and its prizes (chances
 * totalled live, the 100 % rule naming the prize that is off), a sign-in's daily points, a recharge bonus's
 * amount and bonus — the poster (the image widget) and the rule text. Every rule is the declaration's
 * (`activityEntity`, `activityProblem`), the one the mock answers with. Edit loads the activity fresh (detail)
 * before the form shows; add and edit travel RSA-encoded (api/services/activities.ts).
 */

const TIME = 'YYYY-MM-DD HH:mm:ss';
const F = activityEntity.fields;

type PrizeValues = Partial<Omit<ActivityPrize, 'prizeValue' | 'quantity' | 'chance'>> & {
  prizeValue?: number | null;
  quantity?: number | null;
  chance?: number | null;
};
interface Values {
  activityName?: string;
  activityType?: ActivityType;
  window?: [Dayjs, Dayjs] | null;
  drawsPerDay?: number | null;
  pointsPerDraw?: number | null;
  signPoints?: number | null;
  rechargeAmount?: number | null;
  giftAmount?: number | null;
  prizes?: PrizeValues[];
  imgUrl?: string;
  description?: string;
}

/** What the form opens on: a new activity (id null) or the one to edit; `seq` makes each opening a fresh form. */
export interface ActivityFormTarget {
  id: number | null;
  seq: number;
}

/** A turntable's prizes as they travel: names trimmed, 谢谢参与 giving nothing and never running out. */
function prizesToWire(prizes: PrizeValues[] | undefined): ActivityInput['prizes'] {
  return (prizes ?? []).map((p) => {
    const thanks = p.prizeKind === PRIZE_KIND.thanks;
    return {
      ...(p.prizeId ? { prizeId: p.prizeId } : {}),
      prizeName: (p.prizeName ?? '').trim(),
      prizeKind: p.prizeKind as PrizeKind,
      prizeValue: (thanks ? 0 : p.prizeValue) as number,
      quantity: (thanks ? 0 : p.quantity) as number,
      chance: p.chance as number,
    };
  });
}

const windowToWire = (w: Values['window']) =>
  w && w.length === 2 && w[0] && w[1]
    ? { startTime: w[0].format(TIME), endTime: w[1].format(TIME) }
    : { startTime: '', endTime: '' };

/** The body of add and edit: the kind's own fields, the others empty (a turntable's prizes only for one). */
function toWire(v: Values): ActivityInput {
  const type = v.activityType;
  const turntable = type === ACTIVITY_TYPE.turntable;
  const bonus = type === ACTIVITY_TYPE.rechargeBonus;
  return {
    activityName: (v.activityName ?? '').trim(),
    activityType: type,
    ...windowToWire(v.window),
    drawsPerDay: turntable ? (v.drawsPerDay ?? null) : null,
    pointsPerDraw: turntable ? (v.pointsPerDraw ?? 0) : 0,
    signPoints: type === ACTIVITY_TYPE.signIn ? (v.signPoints ?? null) : null,
    rechargeAmount: bonus ? (v.rechargeAmount ?? null) : null,
    giftAmount: bonus ? (v.giftAmount ?? null) : null,
    prizes: turntable ? prizesToWire(v.prizes) : [],
    imgUrl: v.imgUrl ?? '',
    description: (v.description ?? '').trim(),
  } as ActivityInput;
}

function toForm(a: Activity): Values {
  return {
    activityName: a.activityName,
    activityType: a.activityType,
    window: [dayjs(a.startTime, TIME), dayjs(a.endTime, TIME)],
    drawsPerDay: a.drawsPerDay,
    pointsPerDraw: a.pointsPerDraw,
    signPoints: a.signPoints,
    rechargeAmount: a.rechargeAmount,
    giftAmount: a.giftAmount,
    prizes: a.activityType === ACTIVITY_TYPE.turntable ? a.prizes : newPrizes(),
    imgUrl: a.imgUrl,
    description: a.description,
  };
}

/** A new turntable starts with a prize to name and 谢谢参与 (the merchant's words, in the user's language). */
function newPrizes(thanksName = ''): PrizeValues[] {
  return [
    { prizeName: '', prizeKind: PRIZE_KIND.points, prizeValue: null, quantity: null, chance: null },
    { prizeName: thanksName, prizeKind: PRIZE_KIND.thanks, prizeValue: 0, quantity: 0, chance: null },
  ];
}

const newActivity = (t: TFunction): Values => ({
  activityType: ACTIVITY_TYPE.turntable,
  window: [dayjs().startOf('day'), dayjs().add(30, 'day').endOf('day')],
  drawsPerDay: 1,
  pointsPerDraw: 0,
  prizes: newPrizes(t('activity.thanksName')),
  imgUrl: '',
  description: '',
});

/** The kind's own numbers (`activityProblem` answers for them besides the prizes). */
type KindField = Exclude<ActivityProblem['field'], 'prizes'>;

/** The kind's own rule (`activityProblem`) on one of its fields, as the server answers it. */
const kindRule =
  (t: TFunction, field: KindField): Rule =>
  (form) => ({
    validator: async () => {
      const v = form.getFieldsValue(true) as Values;
      const problem = activityProblem({ ...toWire(v), activityType: v.activityType });
      if (problem?.field === field) throw new Error(t(problem.key, problem.params));
    },
  });

/** The 100 % rule and each prize's (`activityProblem` on the prizes), naming the prize that is off. */
const prizesRule = (t: TFunction) => ({
  validator: async (_: unknown, prizes: PrizeValues[] | undefined) => {
    const problem = activityProblem({
      activityType: ACTIVITY_TYPE.turntable,
      drawsPerDay: 1,
      prizes: prizesToWire(prizes),
    });
    if (problem) throw new Error(t(problem.key, problem.params));
  },
});

/** The window's start and end by the declaration: both given, as YYYY-MM-DD HH:mm:ss, the end after the start. */
const windowRule = (t: TFunction): Rule => ({
  validator: async (_, v: Values['window']) => {
    const { startTime, endTime } = windowToWire(v);
    const problem = checkField(F.startTime, startTime) ?? checkField(F.endTime, endTime, { startTime });
    if (problem) throw new Error(t(problem.key, problem.params));
  },
});

/** The form's fields as the server names them: its field errors land there (the window takes both times). */
const ERROR_FIELDS = [
  ...[
    'activityName',
    'activityType',
    'drawsPerDay',
    'pointsPerDraw',
    'signPoints',
    'rechargeAmount',
    'giftAmount',
    'prizes',
    'imgUrl',
    'description',
  ].map((key) => ({ key, label: key })),
  { key: 'window', label: 'window', range: ['startTime', 'endTime'] },
] as Array<FieldDef<never>>;

/** One image URL as the image widget's list of one. */
function SingleImage({ value, onChange, id }: FormControlProps<string>) {
  return (
    <ImageUpload
      id={id}
      max={1}
      picClass="activity"
      value={value ? [value] : []}
      onChange={(urls) => onChange?.(urls[0] ?? '')}
    />
  );
}

/** One prize of the turntable: name, kind, value (in the kind's unit), stock and chance; 谢谢参与 gives nothing. */
function PrizeRow({
  name,
  index,
  onRemove,
  removable,
}: {
  name: number;
  index: number;
  onRemove: () => void;
  removable: boolean;
}) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const kind = Form.useWatch(['prizes', name, 'prizeKind'], form) as PrizeKind | undefined;
  const prizeName = Form.useWatch(['prizes', name, 'prizeName'], form) as string | undefined;
  const thanks = kind === PRIZE_KIND.thanks;
  const label = (key: string) => `${t(key)} ${index + 1}`;
  return (
    <Row gutter={8} align="middle" style={{ marginBottom: 8 }}>
      <Col span={6}>
        <Form.Item name={[name, 'prizeName']} noStyle>
          <TextInput aria-label={label('activity.prizeName')} maxLength={PRIZE_NAME_MAX} />
        </Form.Item>
      </Col>
      <Col span={4}>
        <Form.Item name={[name, 'prizeKind']} noStyle>
          <Select
            aria-label={label('activity.prizeKind')}
            style={{ width: '100%' }}
            options={PRIZE_KINDS.map((k) => ({ value: k, label: t(`activity.prizeKinds.${k}`) }))}
          />
        </Form.Item>
      </Col>
      <Col span={4}>
        {thanks ? (
          <TextInput aria-label={label('activity.prizeValue')} disabled value="—" />
        ) : (
          <Form.Item name={[name, 'prizeValue']} noStyle>
            <NumberInput
              aria-label={label('activity.prizeValue')}
              places={kind === PRIZE_KIND.coupon ? 2 : undefined}
              suffix={kind ? t(`activity.prizeUnits.${kind}`) : undefined}
            />
          </Form.Item>
        )}
      </Col>
      <Col span={4}>
        {thanks ? (
          <TextInput aria-label={label('activity.quantity')} disabled value={t('activity.unlimited')} />
        ) : (
          <Form.Item name={[name, 'quantity']} noStyle>
            <NumberInput aria-label={label('activity.quantity')} />
          </Form.Item>
        )}
      </Col>
      <Col span={4}>
        <Form.Item name={[name, 'chance']} noStyle>
          <NumberInput aria-label={label('activity.chance')} suffix="%" />
        </Form.Item>
      </Col>
      <Col span={2}>
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          disabled={!removable}
          aria-label={t('activity.removePrize', {
            name: prizeName || t('activity.prizeNo', { index: index + 1 }),
          })}
          onClick={onRemove}
        />
      </Col>
    </Row>
  );
}

/** The turntable's prizes (Form.List): the chances' total follows every change; the list's rule is the 100 %. */
function PrizeEditor() {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const prizes = (Form.useWatch('prizes', form) as PrizeValues[] | undefined) ?? [];
  const total = chanceTotal(prizes);
  const header = [
    'activity.prizeName',
    'activity.prizeKind',
    'activity.prizeValue',
    'activity.quantity',
    'activity.chance',
  ];
  return (
    <Form.Item
      label={t('activity.prizesTitle')}
      required
      extra={t('activity.prizesHint', { max: MAX_PRIZES })}
    >
      <Form.List name="prizes" rules={[prizesRule(t)]}>
        {(fields, { add, remove }, { errors }) => (
          <>
            <Row gutter={8} style={{ marginBottom: 4 }} aria-hidden>
              {header.map((key, i) => (
                <Col key={key} span={i === 0 ? 6 : 4}>
                  <Typography.Text type="secondary">{t(key)}</Typography.Text>
                </Col>
              ))}
            </Row>
            {fields.map((f, i) => (
              <PrizeRow
                key={f.key}
                name={f.name}
                index={i}
                removable={fields.length > 2}
                onRemove={() => remove(f.name)}
              />
            ))}
            <Space style={{ width: '100%', justifyContent: 'space-between' }}>
              <Button
                icon={<PlusOutlined />}
                disabled={fields.length >= MAX_PRIZES}
                onClick={() =>
                  add({
                    prizeName: '',
                    prizeKind: PRIZE_KIND.points,
                    prizeValue: null,
                    quantity: null,
                    chance: null,
                  })
                }
              >
                {t('activity.addPrize')}
              </Button>
              <Typography.Text type={total === 100 ? 'success' : 'danger'} aria-live="polite">
                {t('activity.chanceLive', { total })}
                {total !== 100 && t('activity.chanceLiveNeed')}
              </Typography.Text>
            </Space>
            <Form.ErrorList errors={errors} />
          </>
        )}
      </Form.List>
    </Form.Item>
  );
}

/** Two fields side by side, half the dialog's width each. */
function Halves({ children }: { children: [ReactNode, ReactNode] }) {
  return (
    <Row gutter={16}>
      {children.map((child, i) => (
        <Col key={i} span={12}>
          {child}
        </Col>
      ))}
    </Row>
  );
}

/**
 * A number the chosen kind needs (a turntable's daily spins, a sign-in's points, a bonus's amounts): required,
 * `activityProblem`'s rule for it, then the declaration's; the first problem is shown.
 */
function KindNumber({
  name,
  extra,
  dependencies,
  children,
}: {
  name: KindField;
  /** locale key of a hint under the input */
  extra?: string;
  dependencies?: string[];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name={name}
      label={t(`activity.${name}`)}
      required
      extra={extra && t(extra)}
      dependencies={dependencies}
      rules={[kindRule(t, name), declaredRule(t, F[name])]}
      validateFirst
    >
      {children}
    </Form.Item>
  );
}

/** The fields of the chosen kind. */
function KindFields({ type }: { type: ActivityType | undefined }) {
  const { t } = useTranslation();
  if (type === ACTIVITY_TYPE.turntable)
    return (
      <>
        <Halves>
          <KindNumber name="drawsPerDay">
            <NumberInput suffix={t('activity.drawsUnit')} />
          </KindNumber>
          <Form.Item
            name="pointsPerDraw"
            label={t('activity.pointsPerDraw')}
            extra={t('activity.pointsPerDrawHint')}
            rules={[declaredRule(t, F.pointsPerDraw)]}
          >
            <NumberInput suffix={t('activity.pointsUnit')} />
          </Form.Item>
        </Halves>
        <PrizeEditor />
      </>
    );
  if (type === ACTIVITY_TYPE.signIn)
    return (
      <KindNumber name="signPoints">
        <NumberInput suffix={t('activity.pointsUnit')} style={{ width: 240 }} />
      </KindNumber>
    );
  if (type === ACTIVITY_TYPE.rechargeBonus)
    return (
      <Halves>
        <KindNumber name="rechargeAmount" extra="activity.rechargeHint">
          <NumberInput places={2} prefix="¥" />
        </KindNumber>
        <KindNumber name="giftAmount" dependencies={['rechargeAmount']}>
          <NumberInput places={2} prefix="¥" />
        </KindNumber>
      </Halves>
    );
  return null;
}

/** The dialog's form, once what it edits is in. */
function ActivityFields({ locked }: { locked: boolean }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const type = Form.useWatch('activityType', form) as ActivityType | undefined;
  return (
    <>
      <Halves>
        <Form.Item
          name="activityName"
          label={t('activity.activityName')}
          required
          rules={[declaredRule(t, F.activityName)]}
        >
          <TextInput maxLength={F.activityName.maxLength} />
        </Form.Item>
        <Form.Item
          name="activityType"
          label={t('activity.activityType')}
          required
          extra={locked ? t('activity.typeLockedHint') : undefined}
          rules={[declaredRule(t, F.activityType)]}
        >
          <Radio.Group
            optionType="button"
            disabled={locked}
            options={ACTIVITY_TYPES.map((v) => ({ value: v, label: t(`activity.types.${v}`) }))}
          />
        </Form.Item>
      </Halves>
      <Form.Item
        name="window"
        label={t('activity.window')}
        required
        extra={t('activity.windowHint')}
        rules={[windowRule(t)]}
      >
        <DatePicker.RangePicker
          showTime={{ defaultValue: [dayjs('00:00:00', 'HH:mm:ss'), dayjs('23:59:59', 'HH:mm:ss')] }}
          format={TIME}
          style={{ width: '100%' }}
        />
      </Form.Item>
      <KindFields type={type} />
      <Form.Item
        name="imgUrl"
        label={t('activity.imgUrl')}
        extra={t('activity.imgHint')}
        rules={[declaredRule(t, F.imgUrl)]}
      >
        <SingleImage />
      </Form.Item>
      <Form.Item name="description" label={t('activity.rule')} rules={[declaredRule(t, F.description)]}>
        <TextArea
          rows={3}
          maxLength={F.description.maxLength}
          placeholder={t('activity.rulePlaceholder', { max: F.description.maxLength })}
        />
      </Form.Item>
    </>
  );
}

/**
 * The add/edit dialog, a fresh one for each opening (`target.seq`): edit shows a skeleton until the activity is
 * loaded (a failure with a retry), then the form on what the server holds now. 保存 sends once however often it
 * is clicked; a refusal keeps the dialog and its values, the server's field errors on their fields.
 */
function ActivityDialog({ target, onClosed }: { target: ActivityFormTarget; onClosed: () => void }) {
  const { t } = useTranslation();
  const placeId = useSession((s) => s.place?.id ?? 0);
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(true);
  const [dirty, setDirty] = useState(false);
  const [form] = Form.useForm<Record<string, unknown>>();
  const id = target.id;
  const detail = useQuery({
    queryKey: placeKey(placeId, 'activities', 'detail', id, target.seq),
    queryFn: () => getActivity(id!),
    enabled: id !== null,
    // what the server holds when the dialog opens, not a copy from before
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
  const initial = useMemo(
    () => (id === null ? newActivity(t) : detail.data ? toForm(detail.data) : null),
    // the form's values are set once when it shows; a later refetch does not overwrite what was typed
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [id, detail.data === undefined],
  );
  useUnsavedChanges(open && dirty);

  const submit = useFormSubmit({
    form,
    fields: ERROR_FIELDS,
    save: (values) =>
      saveResult(() => {
        const body = toWire(values as Values);
        return id === null
          ? activityApi.add(body, { silent: true })
          : activityApi.edit({ ...body, id }, { silent: true });
      }),
    savedText: id === null ? 'crud.added' : 'crud.saved',
    onSaved: () => {
      setDirty(false);
      setOpen(false);
      return queryClient.invalidateQueries({ queryKey: placeKey(placeId, 'activities') });
    },
  });

  function close() {
    if (!dirty) return setOpen(false);
    confirmDiscard(t, () => {
      setDirty(false);
      setOpen(false);
    });
  }

  const locked = id !== null && (detail.data?.joins ?? 0) > 0;
  const title = t(id === null ? 'crud.addTitle' : 'crud.editTitle', { title: t('activity.entity') });
  return (
    <Modal
      open={open}
      title={title}
      width={880}
      onCancel={close}
      afterClose={onClosed}
      mask={{ closable: false }}
      destroyOnHidden
      footer={<FormFooter onCancel={close} submit={submit} disabled={!initial} />}
    >
      {detail.isError && !detail.data ? (
        <LoadFailed reason={detail.error.message} onRetry={() => void detail.refetch()} />
      ) : !initial ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <Form
          form={form}
          name="activity-form"
          layout="vertical"
          initialValues={initial}
          onValuesChange={(changed: Values) => {
            setDirty(true);
            submit.changed();
            // the 100 % rule follows the prizes once it has spoken (a corrected chance clears it)
            if (('prizes' in changed || 'activityType' in changed) && form.getFieldError('prizes').length > 0)
              void form.validateFields([['prizes']]).catch(() => undefined);
          }}
          onFinish={() => void submit.submit()}
          onKeyDown={keepPickerEnter}
          autoComplete="off"
        >
          {submit.error && <Alert type="error" showIcon title={submit.error} role="alert" />}
          <ActivityFields locked={locked} />
          {/* lets Enter submit from a single-line input */}
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </Form>
      )}
    </Modal>
  );
}

/** The add/edit dialog of /netBar/addActivity, open while `target` is set; `onClosed` once it has closed. */
export function ActivityForm({
  target,
  onClosed,
}: {
  target: ActivityFormTarget | null;
  onClosed: () => void;
}) {
  return target ? <ActivityDialog key={target.seq} target={target} onClosed={onClosed} /> : null;
}
