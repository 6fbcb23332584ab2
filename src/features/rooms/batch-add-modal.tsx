import { useEffect } from 'react';
import { Alert, Form, Input, Select } from 'antd';
import { NumberInput } from '@/components/typed-inputs';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { placeKey } from '@/api/query-client';
import { roomApi, type RoomBatchInput } from '@/api/services/rooms';
import { ui } from '@/components/feedback-ui';
import { useFormSave } from '@/hooks/use-form-save';
import { useSession } from '@/session/session-store';
import { antdRule } from '@/utils/validators';
import { FloorSelect } from './floor-select';
import { BATCH_MAX, batchRoomNos } from './floors';
import { useAddParams } from './room-options';
import { SaveModal } from '@/components/save-modal';

type Values = Partial<RoomBatchInput>;

const PREFIX = /^[A-Za-z0-9-]{0,3}$/;

/** A required select of the batch form (its building, its room type), the placeholder naming the label. */
function ChoiceItem({
  name,
  label,
  loading,
  options,
}: {
  name: keyof Values;
  label: string;
  loading: boolean;
  options: Array<{ value: number; label: string }> | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name={name}
      label={label}
      rules={[{ required: true, message: t('validation.selectRequired') }]}
    >
      <Select loading={loading} placeholder={t('crud.choosePlaceholder', { label })} options={options} />
    </Form.Item>
  );
}

/**
 * Add a floor's rooms in one go (801–830): what every operator setting up a hotel does first. The preview
 * says exactly what will be created; the server refuses the whole batch if any number exists.
 */
export function BatchAddModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  // a room number 1–99999, refused as typed (never clamped: issue 17)
  const roomNoRule = antdRule(t, (v) =>
    v === undefined || v === null || (Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 99999)
      ? null
      : 'rooms.batchNoRange',
  );
  const [form] = Form.useForm<Values>();
  const params = useAddParams();
  const queryClient = useQueryClient();
  const placeId = useSession((s) => s.place?.id ?? 0);
  const save = useFormSave(form, { fields: [] });
  const values = Form.useWatch([], form) ?? {};
  const building = params.data?.buildings.find((b) => b.id === values.buildingId);
  const numbers = batchRoomNos(values.prefix ?? '', values.startNo ?? NaN, values.endNo ?? NaN);
  const required = { required: true, message: t('validation.selectRequired') };

  const resetGuard = save.reset;
  // a new batch right after the last one is a new submit, not a double click
  useEffect(() => {
    if (open) resetGuard();
  }, [open, resetGuard]);

  // the server refuses the whole batch, naming the numbers that already exist: the form stays as it is
  const submit = () =>
    save.run(async (v) => {
      const res = await roomApi.addBatch({ ...(v as RoomBatchInput), prefix: v.prefix ?? '' });
      ui.success(t('rooms.batchDone', { count: res.data?.count ?? numbers.length }));
      void queryClient.invalidateQueries({ queryKey: placeKey(placeId) });
      form.resetFields();
      onClose();
    });

  return (
    <SaveModal
      open={open}
      title={t('rooms.batchTitle')}
      onCancel={onClose}
      onOk={() => void submit()}
      pending={save.pending}
      mask={{ closable: false }}
      forceRender
      width={560}
    >
      <Form form={form} layout="vertical" autoComplete="off" onValuesChange={save.onValuesChange}>
        <ChoiceItem
          name="buildingId"
          label={t('rooms.building')}
          loading={params.isLoading}
          options={params.data?.buildings.map((b) => ({ value: b.id, label: b.buildingName }))}
        />
        <Form.Item name="floor" label={t('rooms.floor')} rules={[required]}>
          <FloorSelect buildingId={values.buildingId} />
        </Form.Item>
        <ChoiceItem
          name="roomModelId"
          label={t('rooms.roomModel')}
          loading={params.isLoading}
          options={params.data?.roomModels.map((m) => ({ value: m.id, label: m.modelName }))}
        />
        <Form.Item
          name="prefix"
          label={t('rooms.batchPrefix')}
          extra={t('rooms.batchPrefixHint')}
          rules={[
            antdRule(t, (v) => (v === undefined || PREFIX.test(String(v)) ? null : 'rooms.batchPrefixRule')),
          ]}
        >
          <Input maxLength={3} allowClear />
        </Form.Item>
        <div style={{ display: 'flex', gap: 16 }}>
          <Form.Item
            name="startNo"
            label={t('rooms.batchStart')}
            style={{ flex: 1 }}
            rules={[{ required: true, message: t('validation.required') }, roomNoRule]}
          >
            <NumberInput />
          </Form.Item>
          <Form.Item
            name="endNo"
            label={t('rooms.batchEnd')}
            style={{ flex: 1 }}
            dependencies={['startNo']}
            rules={[
              { required: true, message: t('validation.required') },
              roomNoRule,
              ({ getFieldValue }) => ({
                validator: async (_, end: number | undefined) => {
                  const start = getFieldValue('startNo') as number | undefined;
                  if (end === undefined || start === undefined) return;
                  if (end < start) throw new Error(t('rooms.batchEndBelowStart'));
                  if (end - start + 1 > BATCH_MAX)
                    throw new Error(t('rooms.batchTooMany', { max: BATCH_MAX }));
                },
              }),
            ]}
          >
            <NumberInput />
          </Form.Item>
        </div>
        {building && values.floor && numbers.length > 0 && numbers.length <= BATCH_MAX && (
          <Alert
            type="info"
            showIcon
            title={t('rooms.batchPreview', {
              building: building.buildingName,
              floor: values.floor,
              first: numbers[0],
              last: numbers[numbers.length - 1],
              count: numbers.length,
            })}
          />
        )}
      </Form>
    </SaveModal>
  );
}
