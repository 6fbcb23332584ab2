import { Avatar, Button, Card, Descriptions, Flex, Result, Skeleton, Tabs, Typography } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BasicInfoForm } from './basic-info-form';
import { PasswordForm } from './password-form';
import { PhoneForm } from './phone-form';
import { useProfile } from './use-profile';

const TABS = ['basic', 'phone', 'password'] as const;
type Tab = (typeof TABS)[number];

/** /info/index: who is signed in, and their name, avatar, mobile and password. The tab is in the URL. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const { user, isError, refetch, update } = useProfile();
  const [params, setParams] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as Tab)
    : 'basic';

  if (!user) {
    return isError ? (
      <Result
        status="error"
        title={t('profile.loadFailed')}
        extra={<Button onClick={() => void refetch()}>{t('common.retry')}</Button>}
      />
    ) : (
      <Card style={{ borderRadius: 10 }}>
        <Skeleton active avatar />
      </Card>
    );
  }

  return (
    <Flex vertical gap={16}>
      <Card style={{ borderRadius: 10 }}>
        <Flex align="center" gap={20} wrap>
          <Avatar
            size={80}
            src={user.avatar || undefined}
            icon={<UserOutlined />}
            alt={t('profile.avatarAlt', { name: user.name })}
          />
          <Flex vertical gap={8}>
            <Typography.Title level={3} style={{ margin: 0 }}>
              {user.name}
            </Typography.Title>
            <Descriptions
              size="small"
              column={{ xs: 1, md: 2 }}
              items={[
                { key: 'account', label: t('profile.account'), children: user.account },
                { key: 'phone', label: t('profile.phone'), children: user.phone },
              ]}
            />
          </Flex>
        </Flex>
      </Card>
      <Card style={{ borderRadius: 10 }}>
        <Tabs
          activeKey={tab}
          onChange={(key) => setParams(key === 'basic' ? {} : { tab: key }, { replace: true })}
          items={[
            {
              key: 'basic',
              label: t('profile.basicTab'),
              // keyed by user so that a refetched name or avatar resets the form to it
              children: <BasicInfoForm key={`${user.name}|${user.avatar}`} user={user} onSaved={update} />,
            },
            {
              key: 'phone',
              label: t('profile.phoneTab'),
              children: <PhoneForm user={user} onSaved={update} />,
            },
            { key: 'password', label: t('profile.passwordTab'), children: <PasswordForm /> },
          ]}
        />
      </Card>
    </Flex>
  );
}
