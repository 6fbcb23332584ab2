import { AutoComplete } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { placeKey } from '@/api/query-client';
import { staffAccounts } from '@/api/services/staff-accounts';
import type { FormControlProps } from '@/components/typed-inputs';
import { useSession } from '@/session/session-store';

interface TakeOverInputProps extends FormControlProps<string> {
  disabled?: boolean;
  placeholder?: string;
}

/**
 * 接班人: a name, offered from the current place's enabled staff (getChildUserInfoByPlaceId) as it is typed, and
 * any other name taken as typed (someone without an account may take over). No length cut: the declaration's
 * rule refuses a long name with its message. The list is a help only: when it cannot be read, the input is a
 * plain text input (the call is silent).
 */
export function TakeOverInput({ value, onChange, id, disabled, placeholder }: TakeOverInputProps) {
  const placeId = useSession((s) => s.place?.id ?? 0);
  const staff = useQuery({
    queryKey: placeKey(placeId, 'placeStaff'),
    queryFn: () => staffAccounts.placeStaff(placeId),
    enabled: placeId > 0,
    retry: false,
  });
  const names = [...new Set((staff.data ?? []).map((s) => s.name))];
  return (
    <AutoComplete
      id={id}
      value={value}
      onChange={(v: string | undefined) => onChange?.(v ?? '')}
      disabled={disabled}
      placeholder={placeholder}
      allowClear
      style={{ width: '100%' }}
      options={names.map((n) => ({ value: n, label: n }))}
      showSearch={{
        filterOption: (typed, option) => String(option?.value ?? '').includes(typed.trim()),
      }}
    />
  );
}
