import { useMemo, useState } from 'react';
import { Form, Modal, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { billingApi, type OrderEditRow } from '@/api/services/billing';
import { placeKey } from '@/api/query-client';
import { confirmWrite } from '@/components/confirm-write';
import { ui } from '@/components/feedback-ui';
import { CrudPage } from '@/crud/crud-page';
import { fieldErrorsOf } from '@/crud/use-crud';
import { checkRemarkCheck, orderEditCheckEntity } from '@/domain/billing';
import { checkField } from '@/domain/entity';
import { useSubmitGuard } from '@/hooks/use-submit-guard';
import { useSession } from '@/session/session-store';
import { makeOrderEditConfig, priceChange } from './order-edit-config';
import { TextArea } from '@/components/typed-inputs';

const REMARK = orderEditCheckEntity.fields.checkRemark;

/** /feeRule/index?tab=orderEdit: front-desk price edits waiting for a manager's 通过 or 驳回. */
export default function OrderEditTab() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const placeId = useSession((s) => s.place?.id ?? 0);
  const [refusing, setRefusing] = useState<OrderEditRow | null>(null);
  const [form] = Form.useForm<{ checkRemark: string }>();
  const guard = useSubmitGuard();
  const resetGuard = guard.reset;

  const config = useMemo(() => {
    const refresh = () => queryClient.invalidateQueries({ queryKey: placeKey(placeId, 'orderEdits') });
    return makeOrderEditConfig(t, {
      approve: (row) =>
        confirmWrite({
          title: t('billingOps.orderEdit.approveTitle'),
          content: t('billingOps.orderEdit.approveConfirm', { orderNo: row.orderNo, ...priceChange(row) }),
          call: () => billingApi.checkOrderEdit({ id: row.id, status: 1, checkRemark: '' }),
          after: refresh,
        }),
      refuse: (row) => {
        // the modal's form starts empty each time (destroyed when hidden)
        resetGuard();
        setRefusing(row);
      },
    });
  }, [t, queryClient, placeId, resetGuard]);

  async function refuse() {
    if (!refusing) return;
    let values: { checkRemark: string };
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    await guard.run(async () => {
      try {
        ui.success(
          await billingApi.checkOrderEdit({
            id: refusing.id,
            status: 2,
            checkRemark: values.checkRemark.trim(),
          }),
        );
        setRefusing(null);
      } catch (e) {
        const remark = fieldErrorsOf(e)?.checkRemark;
        if (remark) form.setFields([{ name: 'checkRemark', errors: [remark] }]);
        guard.reset();
      } finally {
        void queryClient.invalidateQueries({ queryKey: placeKey(placeId, 'orderEdits') });
      }
    });
  }

  return (
    <CrudPage config={config}>
      <Modal
        open={!!refusing}
        title={t('billingOps.orderEdit.refuseTitle')}
        okText={t('billingOps.orderEdit.refuse')}
        okButtonProps={{ danger: true, loading: guard.pending }}
        cancelText={t('crud.cancel')}
        onOk={() => void refuse()}
        onCancel={() => setRefusing(null)}
        mask={{ closable: false }}
        destroyOnHidden
      >
        {refusing && (
          <Typography.Paragraph>
            {t('billingOps.orderEdit.refuseOf', { orderNo: refusing.orderNo, ...priceChange(refusing) })}
          </Typography.Paragraph>
        )}
        <Form form={form} name="order-edit-refuse" layout="vertical" preserve={false}>
          <Form.Item
            name="checkRemark"
            label={t('billingOps.orderEdit.remark')}
            required
            rules={[
              {
                // the declared rules of a refusal (src/domain/billing.ts), the server's too
                validator: async (_, v: unknown) => {
                  const key =
                    checkRemarkCheck({ status: 2, checkRemark: v }) ??
                    checkField(REMARK, typeof v === 'string' ? v.trim() : '')?.key;
                  if (key) throw new Error(t(key, { max: REMARK.maxLength }));
                },
              },
            ]}
          >
            <TextArea rows={3} maxLength={REMARK.maxLength} />
          </Form.Item>
        </Form>
      </Modal>
    </CrudPage>
  );
}
