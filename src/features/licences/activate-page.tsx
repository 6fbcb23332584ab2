import { useState } from 'react';
import { Alert, Button, Descriptions, Flex, Form, Input, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '@/api/errors';
import { commonLicense, type AuthCodeDetail, type PlaceLicense } from '@/api/services/common-license';
import { ui } from '@/components/feedback-ui';
import { RoundCard } from '@/components/round-card';
import { useSubmitGuard } from '@/hooks/use-submit-guard';
import { isPermanent } from '@/domain/licence';
import { emitLicenceChange } from '@/payment/payment-store';
import { antdRule, checks } from '@/utils/validators';
import { monthsText, useLicenceRefresh, usePlaceId } from './licence-data';

const STATE_COLOR: Record<AuthCodeDetail['status'], string> = { 0: 'success', 1: 'default', 2: 'warning' };

/**
 * /info/activateAccount: a module bought elsewhere (or given) is activated for the current place with its
 * code — 查询 shows what the code gives (authCode/detail), 激活 uses it (authCode/checkCode). Refusals are shown
 * on the field with the server's words, the code kept for correction.
 */
export default function ActivatePage() {
  const { t } = useTranslation();
  const placeId = usePlaceId();
  const refresh = useLicenceRefresh(placeId);
  const [form] = Form.useForm<{ authCode: string }>();
  const [detail, setDetail] = useState<AuthCodeDetail | null>(null);
  const [activated, setActivated] = useState<PlaceLicense | null>(null);
  const lookup = useSubmitGuard(0);
  const activation = useSubmitGuard();

  const refuse = (e: unknown) =>
    form.setFields([
      {
        name: 'authCode',
        value: form.getFieldValue('authCode') as string,
        errors: [isApiError(e) ? e.message : t('errors.network')],
      },
    ]);

  async function query() {
    let code: string;
    try {
      code = (await form.validateFields()).authCode.trim();
    } catch {
      return;
    }
    await lookup.run(async () => {
      setActivated(null);
      try {
        setDetail(await commonLicense.codeDetail(code));
      } catch (e) {
        setDetail(null);
        refuse(e);
      }
    });
  }

  async function activate() {
    if (!detail) return;
    await activation.run(async () => {
      try {
        const licence = await commonLicense.checkCode(detail.authCode);
        ui.success(t('licence.activated'));
        setActivated(licence);
        setDetail({ ...detail, status: 1 });
        void refresh();
        // menus and permissions follow the new module (app/ listens)
        emitLicenceChange();
      } catch (e) {
        refuse(e);
      }
    });
  }

  return (
    <RoundCard title={t('licence.activateTitle')}>
      <Typography.Paragraph type="secondary">{t('licence.activateIntro')}</Typography.Paragraph>
      <Form
        form={form}
        name="activate"
        layout="inline"
        style={{ rowGap: 12, marginBottom: 16 }}
        onValuesChange={() => {
          // the card belongs to the code it was looked up with
          setDetail(null);
          setActivated(null);
          activation.reset();
        }}
        onFinish={() => void query()}
        autoComplete="off"
      >
        <Form.Item
          name="authCode"
          label={t('licence.authCode')}
          rules={[antdRule(t, checks.required)]}
          style={{ minWidth: 360 }}
        >
          <Input placeholder={t('licence.authCodePlaceholder')} allowClear maxLength={64} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={lookup.pending}>
            {t('licence.query')}
          </Button>
        </Form.Item>
      </Form>
      {detail && (
        <section aria-label={detail.authCode}>
          <RoundCard type="inner" style={{ maxWidth: 640, marginBottom: 16 }}>
            <Descriptions
              size="small"
              column={1}
              items={[
                { key: 'code', label: t('licence.authCode'), children: detail.authCode },
                { key: 'module', label: t('licence.codeModule'), children: detail.licenseName },
                { key: 'gives', label: t('licence.codeGives'), children: monthsText(t, detail.months) },
                ...(detail.roomNum > 0
                  ? [
                      {
                        key: 'rooms',
                        label: t('licence.codeRooms'),
                        children: t('licence.rooms', { count: detail.roomNum }),
                      },
                    ]
                  : []),
                {
                  key: 'status',
                  label: t('licence.codeStatus'),
                  children: (
                    <Tag color={STATE_COLOR[detail.status]}>{t(`licence.codeState.${detail.status}`)}</Tag>
                  ),
                },
                { key: 'expire', label: t('licence.codeExpire'), children: detail.expireTime },
              ]}
            />
            <Flex justify="flex-end">
              <Button
                type="primary"
                disabled={detail.status !== 0}
                loading={activation.pending}
                onClick={() => void activate()}
              >
                {t('licence.activate')}
              </Button>
            </Flex>
          </RoundCard>
        </section>
      )}
      {activated && (
        <Alert
          type="success"
          showIcon
          style={{ maxWidth: 640, marginBottom: 16 }}
          title={t('licence.activatedResult', {
            name: activated.licenseName,
            until:
              !activated.endTime || isPermanent(activated.endTime)
                ? t('licence.permanent')
                : t('licence.activatedUntil', { date: activated.endTime.slice(0, 10) }),
          })}
        />
      )}
      <Link to="/application/myApp">{t('licence.seeMyApps')}</Link>
    </RoundCard>
  );
}
