import { Collapse, Descriptions, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthFrame } from '@/components/auth-frame';
import { brand } from '@/config/brand';
import '@/i18n/console-messages';

/** The questions of the FAQ, in the order shown; their texts are `help.faq.<id>.q/a`. */
const FAQ = ['rooms', 'billing', 'switchPlace', 'buyModules', 'lockScreen', 'forgotPassword'] as const;

/**
 * /help (public): the brand's hotline and service hours, and answers to what operators ask most. It calls no
 * backend at all: someone who cannot sign in must still be able to read it.
 */
export default function HelpPage() {
  const { t } = useTranslation();
  return (
    <AuthFrame title={t('help.title')} subtitle={t('help.subtitle')} width={640}>
      <Descriptions
        column={1}
        size="small"
        bordered
        items={[
          {
            key: 'hotline',
            label: t('help.hotline'),
            children: <a href={`tel:${brand.hotline.replace(/-/g, '')}`}>{brand.hotline}</a>,
          },
          { key: 'hours', label: t('help.serviceHours'), children: t('help.serviceHoursValue') },
        ]}
      />
      <Typography.Title level={2} style={{ fontSize: 18, margin: '24px 0 12px' }}>
        {t('help.faqTitle')}
      </Typography.Title>
      <Collapse
        items={FAQ.map((id) => ({
          key: id,
          label: t(`help.faq.${id}.q`),
          children: (
            <Typography.Paragraph style={{ margin: 0 }}>{t(`help.faq.${id}.a`)}</Typography.Paragraph>
          ),
        }))}
      />
      <Flex justify="space-between" style={{ marginTop: 24 }}>
        <Link to="/login">{t('help.backToLogin')}</Link>
        <Link to="/regAndPwd?type=forgot">{t('help.forgotPassword')}</Link>
      </Flex>
    </AuthFrame>
  );
}
