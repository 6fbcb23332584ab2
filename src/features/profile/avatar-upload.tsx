import { useState } from 'react';
import { Avatar, Button, Flex, Typography, Upload } from 'antd';
import { UploadOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { commonSystem } from '@/api/services/common-system';

/** §5 image upload: these types only, at most limitFileSize KB (default 500). */
export const IMAGE_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];
export const AVATAR_LIMIT_KB = 500;

/** The locale key of what is wrong with the image, or null. */
export function checkImage(file: { type: string; size: number }, limitKb = AVATAR_LIMIT_KB): string | null {
  if (!IMAGE_TYPES.includes(file.type)) return 'profile.imageType';
  if (file.size > limitKb * 1024) return 'profile.imageSize';
  return null;
}

/**
 * An avatar picker for an antd Form.Item: shows `value` (a URL), uploads the chosen image at once and hands
 * the new URL to `onChange`; the form saves it. A rejected file never leaves the browser.
 */
export function AvatarUpload({ value, onChange }: { value?: string; onChange?: (url: string) => void }) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function upload(file: File) {
    const problem = checkImage(file);
    setError(problem && t(problem));
    if (problem) return;
    setBusy(true);
    try {
      const { url } = await commonSystem.uploadImage(file, 'avatar');
      onChange?.(url);
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
          accept=".jpg,.jpeg,.png,.webp"
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
          {t('profile.avatarHint', { size: AVATAR_LIMIT_KB })}
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
