import { otaConfigApi } from '@/api/services/room-extras';
import { TitledPage } from '@/components/titled-page';
import { SettingsForm } from '@/crud/settings-form';
import { HOUR_ROOM_FIELDS, LIVE_IN_FIELDS } from './ota-fields';

/** /roomManage/otaConfig: how OTA orders are taken (live-in) and the hour rooms sold on OTA channels. */
export default function OtaConfigPage() {
  return (
    <TitledPage title="roomExtras.otaTitle" intro="roomExtras.otaIntro">
      <SettingsForm
        name="ota-live-in"
        title="roomExtras.liveInTitle"
        fields={LIVE_IN_FIELDS}
        calls={otaConfigApi.liveIn}
        perm="room:ota:edit"
      />
      <SettingsForm
        name="ota-hour-room"
        title="roomExtras.hourRoomTitle"
        fields={HOUR_ROOM_FIELDS}
        calls={otaConfigApi.hourRoom}
        perm="room:ota:edit"
      />
    </TitledPage>
  );
}
