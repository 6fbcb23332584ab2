import { request } from '../client';

/** /api/dict: dictionary groups loaded with each place (§3 Dictionary entry). */
export interface DictEntry {
  dictId: number;
  value: string;
  label: string;
  description: string;
}

export const DICT_GROUPS = [
  'PAY_SCAN_CODE',
  'COPY_YEAR',
  'COPY_YEAR_ROOM',
  'HELP_DOCUMENT',
  // room types (§7 Rooms): RoomModel.bedType and RoomModel.facilities
  'BED_TYPE',
  'ROOM_FACILITY',
] as const;
export type DictGroup = (typeof DICT_GROUPS)[number];
export type Dictionary = Record<DictGroup, DictEntry[]>;

export const dictApi = {
  listByTypes: (types: readonly DictGroup[] = DICT_GROUPS) =>
    request<Dictionary>({ method: 'get', url: '/api/dict/listByTypes', params: { types: types.join(',') } }),
};
