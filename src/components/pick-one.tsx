import { Form, Select } from 'antd';

/**
 * The one choice of a small dialog (a room to bind to, a computer to swap with, a room manager): a labelled
 * select, searched by its options' labels, named by `label` for screen readers; `error` shows under it.
 * @example <PickOne label={t('roomExtras.room')} placeholder={t('roomExtras.chooseRoom')} options={rooms.data} value={roomId} onChange={setRoomId} />
 */
export function PickOne({
  label,
  placeholder,
  options,
  loading,
  value,
  onChange,
  extra,
  error,
}: {
  label: string;
  placeholder: string;
  options: Array<{ value: string | number; label: string }> | undefined;
  loading: boolean;
  value: number | undefined;
  onChange: (value: number) => void;
  /** a hint under the select */
  extra?: string;
  error?: string | null;
}) {
  return (
    <Form layout="vertical">
      <Form.Item
        label={label}
        extra={extra}
        validateStatus={error ? 'error' : undefined}
        help={error ?? undefined}
      >
        <Select<number>
          aria-label={label}
          showSearch={{ optionFilterProp: 'label' }}
          loading={loading}
          placeholder={placeholder}
          options={options}
          value={value}
          onChange={onChange}
        />
      </Form.Item>
    </Form>
  );
}
