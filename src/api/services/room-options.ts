import type { Option } from '@/crud/types';
import { roomApi } from './rooms';

/**
 * The place's rooms (all of them: a lock, a PC or a damage record may concern a disabled room), labelled by
 * number: the options of every page that picks a room.
 */
export const roomOptions = async (): Promise<Option[]> =>
  (await roomApi.list({ page: 1, size: 500 }, { silent: true })).records.map((r) => ({
    value: r.id,
    label: r.roomNo,
  }));

/** The option source of a room field (`{ queryKey, load }`), cached per place. */
export const ROOM_OPTIONS = { queryKey: 'extraRooms', load: roomOptions };
