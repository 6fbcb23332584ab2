import { CrudPage } from '@/crud/crud-page';
import { hourRoomConfig } from './hour-room-config';

/** /feeRule/index?tab=hourRoom: each room type's hour-room rule, with a worked example in its form. */
export default function HourRoomTab() {
  return <CrudPage config={hourRoomConfig} />;
}
