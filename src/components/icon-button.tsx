import type { ReactNode } from 'react';
import { Button, type ButtonProps } from 'antd';

/**
 * A small button that shows only its icon, named by `label` for screen readers (and tests): the tile buttons of
 * the image picker, the remove of a file, the edit/save/cancel of a detail cell. A text button unless `type`
 * says otherwise.
 * @example <IconButton icon={<DeleteOutlined />} label={t('widgets.file.remove')} danger onClick={remove} />
 */
export function IconButton({
  icon,
  label,
  type = 'text',
  ...rest
}: { icon: ReactNode; label: string } & Pick<
  ButtonProps,
  'type' | 'danger' | 'disabled' | 'loading' | 'onClick'
>) {
  return <Button type={type} size="small" icon={icon} aria-label={label} {...rest} />;
}
