import { describe, expect, it } from 'vitest';
import { DEMO_PUSH_KINDS as CONSOLE_KINDS } from '../src/components/reset-demo';
import { demoPush, DEMO_PUSH_KINDS } from './demo-push';
import { mockDb } from './node';
import { registerSocket } from './realtime';
import { LICENCE_TABLES } from './seed';
import { NOTIFICATION_TABLE } from './handlers/notification';

describe('the demo push menu', () => {
  it('pushes each kind to the place with the state change behind it', () => {
    expect([...CONSOLE_KINDS]).toEqual([...DEMO_PUSH_KINDS]);
    const sent: string[] = [];
    const socket = registerSocket(1001, 1, { send: (t) => void sent.push(t), close: () => undefined });
    try {
      const notifications = mockDb().table(NOTIFICATION_TABLE).length;
      const orders = mockDb().table(LICENCE_TABLES.order).length;
      for (const kind of DEMO_PUSH_KINDS) expect(demoPush(1001, kind)).toBe(1);
      const frames = sent.map((t) => JSON.parse(t) as { businessType?: number; type?: number });
      expect(frames.map((f) => f.businessType ?? f.type)).toEqual([5, 105, 4, 101, 7, 9]);
      expect(mockDb().table(NOTIFICATION_TABLE)).toHaveLength(notifications + 2);
      expect(mockDb().table(LICENCE_TABLES.order)).toHaveLength(orders + 1);
    } finally {
      socket.remove();
    }
  });
});
