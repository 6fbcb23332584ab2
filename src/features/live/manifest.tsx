import { defineFeature } from '@/config/feature';

/** What pushes show anywhere in the console; on entry the unread count is the top bar's badge (docs/realtime.md). */
export const liveFeature = defineFeature({
  locale: ['live'],
  shell: {
    layout: () =>
      import('./live-host').then(({ LiveHost }) => () => <LiveHost checkOnEnter={false} />),
  },
});
