import { Button, Flex, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { createTimeField, numberedOptions } from '@/crud/field-presets';
import { actionPerms, defineCrud } from '@/crud/types';
import {
  BROADCAST_KINDS,
  BROADCAST_PLACEHOLDERS,
  BROADCAST_VOICES,
  broadcastEntity,
  fillTemplate,
  scheduleOf,
  WEEKDAYS,
  type Broadcast,
  type BroadcastInput,
  type BroadcastKind,
} from '@/domain/netbar-broadcast';
import { i18n } from '@/i18n/i18n';
import { useSession } from '@/session/session-store';
import { canSpeak, speak } from '@/utils/speech';

const NS = 'netbarClient.broadcast';

/** 每天, or the weekdays in order (周一、周三). */
const daysText = (days: readonly number[], t: TFunction) =>
  days.length === WEEKDAYS.length
    ? t(`${NS}.everyDay`)
    : [...days]
        .sort((a, b) => a - b)
        .map((d) => t(`${NS}.weekdayNames.${d}`))
        .join(t('common.listSep'));

/** When an announcement is spoken, as its kind reads its schedule. */
export function scheduleText(
  r: Pick<Broadcast, 'kind' | 'minutesBefore' | 'playTime' | 'weekdays'>,
  t: TFunction,
) {
  const schedule = scheduleOf(r.kind);
  if (schedule === 'event') return t(`${NS}.scheduleEvent`);
  if (schedule === 'before') return t(`${NS}.scheduleBefore`, { minutes: r.minutesBefore });
  return t(`${NS}.scheduleDaily`, { days: daysText(r.weekdays, t), time: r.playTime });
}

function ScheduleCell({ row }: { row: Broadcast }) {
  const { t } = useTranslation();
  return <>{scheduleText(row, t)}</>;
}

/** The sample values of the preview: a seat, an area, a member, the form's minutes and time, the cafe's name. */
function sampleValues(values: Record<string, unknown>, t: TFunction, placeName: string) {
  const time = dayjs.isDayjs(values.playTime) ? values.playTime.format('HH:mm') : dayjs().format('HH:mm');
  return {
    seatNo: t(`${NS}.sample.seatNo`),
    areaName: t(`${NS}.sample.areaName`),
    memberName: t(`${NS}.sample.memberName`),
    minutes: typeof values.minutesBefore === 'number' ? values.minutesBefore : 10,
    placeName,
    time,
  };
}

/**
 * Under the form: the placeholders the chosen kind knows, the text as it would be spoken with sample values,
 * and 试听 (the browser's speech, when it has it).
 */
function BroadcastPreview({ values }: { values: Record<string, unknown> }) {
  const { t } = useTranslation();
  const placeName = useSession((s) => s.place?.placeName ?? '');
  const kind = values.kind as BroadcastKind | undefined;
  const names = kind && BROADCAST_PLACEHOLDERS[kind] ? BROADCAST_PLACEHOLDERS[kind] : [];
  const template = typeof values.template === 'string' ? values.template : '';
  const text = fillTemplate(template, sampleValues(values, t, placeName));
  const speakable = canSpeak();
  const listen = () =>
    speak(text, {
      voice: Number(values.voice),
      speed: Number(values.speed),
      volume: Number(values.volume),
      repeat: Number(values.repeat),
    });
  return (
    <Flex vertical gap={4} data-testid="broadcast-preview">
      <Typography.Text type="secondary">
        {t(`${NS}.placeholders`)}:{' '}
        {names.map((n) => `{${n}} ${t(`${NS}.placeholderNames.${n}`)}`).join(t('common.listSep'))}
      </Typography.Text>
      {template && (
        <Flex gap={8} align="center">
          <Typography.Text>
            {t(`${NS}.sampleText`)}: {text}
          </Typography.Text>
          <Tooltip title={speakable ? undefined : t(`${NS}.noSpeech`)}>
            <Button size="small" onClick={listen} disabled={!speakable}>
              {t(`${NS}.listen`)}
            </Button>
          </Tooltip>
        </Flex>
      )}
    </Flex>
  );
}

const kindIs =
  (...kinds: Array<'event' | 'before' | 'daily'>) =>
  (v: Record<string, unknown>) =>
    kinds.includes(scheduleOf(v.kind));

/**
 * /netBar/broadcast (§7 Internet cafe: voice and broadcast config, served at broadcastConfig; the cafe's menu 语音
 *播报): what the cafe's speakers say when a seat calls the counter, when a member's time is nearly up, at closing
 * and on a schedule of the cafe's own — the text with its placeholders, the voice, speed, volume and repeats,
 * and when. The rules are the declaration's (src/domain/netbar-broadcast.ts), the mock's too; the form shows the
 * schedule fields the kind uses (`visible`).
 */
export const broadcastConfig = defineCrud<Broadcast, BroadcastInput>({
  key: 'netbarBroadcasts',
  schema: broadcastEntity,
  title: `${NS}.title`,
  entity: `${NS}.entity`,
  fields: [
    { key: 'name', label: `${NS}.name`, search: true, column: { width: 160 }, form: true },
    {
      key: 'kind',
      label: `${NS}.kind`,
      type: 'select',
      options: numberedOptions(`${NS}.kinds.`, BROADCAST_KINDS),
      search: true,
      column: { width: 110, sorter: true },
      form: { initial: 1 },
    },
    {
      key: 'template',
      label: `${NS}.template`,
      type: 'textarea',
      column: { ellipsis: true },
      form: { wide: true, extra: `${NS}.templateHint` },
    },
    {
      key: 'schedule',
      label: `${NS}.schedule`,
      column: { width: 200, render: (r) => <ScheduleCell row={r} /> },
      exportAs: (r, t) => scheduleText(r, t),
    },
    {
      key: 'minutesBefore',
      label: `${NS}.minutesBefore`,
      type: 'number',
      unit: `${NS}.minutesUnit`,
      dependsOn: ['kind'],
      form: { visible: kindIs('before'), extra: `${NS}.minutesHint` },
    },
    {
      key: 'playTime',
      label: `${NS}.playTime`,
      type: 'time',
      dependsOn: ['kind'],
      form: { visible: kindIs('daily'), initial: () => dayjs('23:30', 'HH:mm') },
    },
    {
      key: 'weekdays',
      label: `${NS}.weekdays`,
      type: 'select',
      multiple: true,
      options: numberedOptions(`${NS}.weekdayNames.`, WEEKDAYS),
      dependsOn: ['kind'],
      form: { visible: kindIs('daily') },
    },
    {
      key: 'voice',
      label: `${NS}.voice`,
      type: 'select',
      options: numberedOptions(`${NS}.voices.`, BROADCAST_VOICES),
      column: { width: 80 },
      form: { initial: 1 },
    },
    {
      key: 'speed',
      label: `${NS}.speed`,
      type: 'number',
      precision: 1,
      unit: `${NS}.speedUnit`,
      column: { width: 80 },
      form: true,
    },
    { key: 'volume', label: `${NS}.volume`, type: 'number', column: { width: 80 }, form: true },
    {
      key: 'repeat',
      label: `${NS}.repeat`,
      type: 'number',
      unit: `${NS}.repeatUnit`,
      column: { width: 90 },
      form: true,
    },
    { key: 'updateTime', label: `${NS}.updateTime`, column: { width: 170, sorter: true } },
    createTimeField(NS),
  ],
  perms: actionPerms('netbar:broadcast'),
  status: {},
  rowName: (r) => r.name,
  form: {
    columns: 2,
    width: 720,
    preview: ({ values }) => <BroadcastPreview values={values} />,
  },
  rowActions: [
    {
      key: 'listen',
      label: `${NS}.listenRow`,
      visible: () => canSpeak(),
      // the row's own text with the sample values, as the form's preview speaks it
      onClick: (r) => {
        const values = { ...r, playTime: dayjs(r.playTime, 'HH:mm') };
        const place = useSession.getState().place?.placeName ?? '';
        speak(fillTemplate(r.template, sampleValues(values, i18n.t, place)), r);
      },
    },
  ],
});

export default broadcastConfig;
