import { useEffect } from 'react';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { floorsOf } from './floors';
import { useAddParams } from './room-options';

export interface FloorSelectProps {
  buildingId?: number | null;
  value?: number | null;
  onChange?: (floor: number | null) => void;
  id?: string;
  disabled?: boolean;
}

/** The floors of the chosen building (no floor 0); empty until a building is chosen. */
export function FloorSelect({ buildingId, value, onChange, id, disabled }: FloorSelectProps) {
  const { t } = useTranslation();
  const params = useAddParams();
  const building = params.data?.buildings.find((b) => b.id === buildingId);
  const floors = building ? floorsOf(building.floorStart, building.floorEnd) : [];
  const outside = !!building && value !== null && value !== undefined && !floors.includes(value);
  // another building was chosen: its floors may not include the one picked before
  useEffect(() => {
    if (outside) onChange?.(null);
  }, [outside, onChange]);
  return (
    <Select
      id={id}
      value={value ?? undefined}
      onChange={(v) => onChange?.(v ?? null)}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      disabled={disabled || !building}
      loading={params.isLoading}
      placeholder={
        building ? t('crud.choosePlaceholder', { label: t('rooms.floor') }) : t('rooms.chooseBuildingFirst')
      }
      options={floors.map((f) => ({ value: f, label: t('rooms.floorLabel', { floor: f }) }))}
    />
  );
}
