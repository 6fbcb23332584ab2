import { otaConfigApi, type HourRoomConfig, type LiveInConfig } from '@/api/services/room-extras';
import { TitledPage } from '@/components/titled-page';
import { SettingsForm } from '@/crud/settings-form';
import { HOUR_ROOM_FIELDS, LIVE_IN_FIELDS } from './ota-fields';

const loadLiveIn = async () => (await otaConfigApi.liveIn()) as unknown as Record<string, unknown>;
const loadHourRoom = async () => (await otaConfigApi.hourRoom()) as unknown as Record<string, unknown>;

/** /roomManage/otaConfig: how OTA orders are taken (live-in) and the hour rooms sold on OTA channels. */
export default function OtaConfigPage() {
  return (
    <TitledPage title="roomExtras.otaTitle" intro="roomExtras.otaIntro">
      <SettingsForm
        name="ota-live-in"
        title="roomExtras.liveInTitle"
        fields={LIVE_IN_FIELDS}
        queryKey="otaLiveIn"
        load={loadLiveIn}
        save={(body) => otaConfigApi.saveLiveIn(body as unknown as LiveInConfig)}
        perm="room:ota:edit"
      />
      <SettingsForm
        name="ota-hour-room"
        title="roomExtras.hourRoomTitle"
        fields={HOUR_ROOM_FIELDS}
        queryKey="otaHourRoom"
        load={loadHourRoom}
        save={(body) => otaConfigApi.saveHourRoom(body as unknown as HourRoomConfig)}
        perm="room:ota:edit"
      />
    </TitledPage>
  );
}
