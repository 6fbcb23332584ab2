import { useEffect, useRef, useState } from 'react';
import { Button, Flex, Typography } from 'antd';
import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ui } from './feedback-ui';
import { checkZip, uploadZipFile, ZIP_ACCEPT } from './upload-core';
import { HiddenFileInput } from './hidden-file-input';
import { IconButton } from './icon-button';

/** An uploaded file as a form keeps it. */
export interface UploadedFileValue {
  name: string;
  url: string;
}

export interface FileUploadProps {
  value?: UploadedFileValue | null;
  onChange?: (file: UploadedFileValue | null) => void;
  /** the largest file in MB (default 20) */
  limitMb?: number;
  disabled?: boolean;
  /** set by antd Form.Item: its label points at the picker */
  id?: string;
}

/**
 * One zip file for an antd Form.Item (§5 File upload): checks it is a zip within `limitMb`, uploads it at
 * once and hands `{ name, url }` to `onChange` (null when removed). A refused or failed file leaves the
 * current one in place.
 *
 * @example
 * <Form.Item name="package" label={t('apps.package')}>
 *   <FileUpload limitMb={20} />
 * </Form.Item>
 */
export function FileUpload({ value, onChange, limitMb = 20, disabled = false, id }: FileUploadProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState<string | null>(null);
  // an upload outlives renders: it reports to the onChange of the latest one
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  async function pick(file: File) {
    const problem = checkZip(file, limitMb);
    if (problem) {
      ui.error(t(problem));
      return;
    }
    setUploading(file.name);
    try {
      const url = await uploadZipFile(file);
      if (mounted.current) onChangeRef.current?.({ name: file.name, url });
    } catch {
      // the request layer has shown the server's message; the current file stays
    } finally {
      if (mounted.current) setUploading(null);
    }
  }

  return (
    <Flex vertical gap={4} align="flex-start">
      {value && (
        <Flex align="center" gap={4}>
          <PaperClipOutlined aria-hidden />
          <Typography.Link href={value.url} target="_blank" rel="noopener noreferrer" download={value.name}>
            {value.name}
          </Typography.Link>
          {!disabled && !uploading && (
            <IconButton
              icon={<DeleteOutlined />}
              label={t('widgets.file.remove')}
              danger
              onClick={() => onChange?.(null)}
            />
          )}
        </Flex>
      )}
      {!disabled && (
        <>
          <Button
            id={id}
            icon={<UploadOutlined />}
            loading={!!uploading}
            onClick={() => input.current?.click()}
          >
            {uploading
              ? t('widgets.file.uploading', { name: uploading })
              : value
                ? t('widgets.file.replace')
                : t('widgets.file.pick')}
          </Button>
          <HiddenFileInput
            ref={input}
            accept={ZIP_ACCEPT}
            aria-label={t('widgets.file.pick')}
            disabled={!!uploading}
            onFiles={([file]) => void pick(file!)}
          />
        </>
      )}
      <Typography.Text type="secondary">{t('widgets.file.hint', { size: limitMb })}</Typography.Text>
    </Flex>
  );
}
