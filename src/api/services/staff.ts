import { resource } from '../resource';
import type { Position, PositionInput } from '@/domain/staff';

/** §7 staff (/business-merchant): the place's positions (declared in src/domain/staff.ts). */
export type { Position, PositionInput };

export const positionApi = resource<Position, PositionInput>({
  base: '/business-merchant/businessPlacePosition',
});
