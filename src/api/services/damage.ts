import { damageEntity, type Damage, type DamageInput } from '@/domain/damage';
import { resource } from '../resource';

/** businessDamage: list, add, edit, delete (the declaration's base) and changeStatus (one way, the mock's own). */
export const damageApi = resource<Damage, DamageInput>({ base: damageEntity.base! });
