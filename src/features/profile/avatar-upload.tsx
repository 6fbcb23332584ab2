import { useState } from 'react';
import { Avatar, Button, Flex, Typography, Upload } from 'antd';
import { UploadOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DEFAULT_IMAGE_RULES, IMAGE_ACCEPT, prepareImage, uploadImageFile } from '@/components/upload-core';

/** §5 image upload rules, as every image field: a phone photo is compressed first, then held to 500 KB. */
const AVATAR_RULES = DEFAULT_IMAGE_RULES;

/**
 * An avatar picker for an antd Form.Item: shows `value` (a URL), uploads the chosen image at once and hands
 * the new URL to `onChange`; the form saves it. A rejected file never leaves the browser.
 */
export function AvatarUpload({ value, onChange }: { value?: string; onChange?: (url: string) => void }) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function upload(file: File) {
    setBusy(true);
    try {
      const prepared = await prepareImage(file, AVATAR_RULES);
      setError(prepared.ok ? null : t(prepared.problem, { max: 1 }));
      if (!prepared.ok) return;
      onChange?.(await uploadImageFile(prepared.file, 'avatar'));
    } catch {
      // the request layer has shown the server's message; the current avatar stays
    } finally {
      setBusy(false);
    }
  }

  return (
    <Flex align="center" gap={16}>
      <Avatar size={72} src={value || undefined} icon={<UserOutlined />} alt={t('profile.avatar')} />
      <Flex vertical gap={4} align="flex-start">
        <Upload
          accept={IMAGE_ACCEPT}
          showUploadList={false}
          disabled={busy}
          aria-label={t('profile.uploadAvatar')}
          beforeUpload={(file) => {
            void upload(file);
            // we send it ourselves (headers, envelope); antd must neither upload nor list it
            return Upload.LIST_IGNORE;
          }}
        >
          <Button icon={<UploadOutlined />} loading={busy}>
            {busy ? t('profile.uploading') : t('profile.changeAvatar')}
          </Button>
        </Upload>
        <Typography.Text type="secondary">
          {t('profile.avatarHint', { size: AVATAR_RULES.limitKb })}
        </Typography.Text>
        {error && (
          <Typography.Text type="danger" role="alert">
            {error}
          </Typography.Text>
        )}
      </Flex>
    </Flex>
  );
}
