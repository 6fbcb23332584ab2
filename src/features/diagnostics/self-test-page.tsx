import { useCallback, useEffect, useState } from 'react';
import { Button, Flex, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { authService } from '@/api/services/auth-service';
import { RoundCard } from '@/components/round-card';
import { handPrintJob, printedNow } from '@/crud/export';
import { realtimeStatus } from '@/realtime/realtime';
import { useSession } from '@/session/session-store';
import { canSpeak, speak } from '@/utils/speech';
import {
  checkApi,
  checkPush,
  checkScreen,
  checkSpeech,
  checkStorage,
  type CheckResult,
  type CheckStatus,
} from './self-test';

const COLOR: Record<CheckStatus, string> = { ok: 'success', warn: 'warning', fail: 'error' };
type Key = 'api' | 'push' | 'storage' | 'screen' | 'speech';
const KEYS: Key[] = ['api', 'push', 'storage', 'screen', 'speech'];

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * /test/index (§2; menu 测试): the front desk's self-test — does the backend answer and how fast, is the push
 * socket open, does the browser keep a session, is the screen wide enough, can it speak — with a test page for
 * the printer and a test sentence for the speakers. What a support call asks first, on one page.
 */
export default function SelfTestPage() {
  const { t } = useTranslation();
  const placeName = useSession((s) => s.place?.placeName ?? '');
  const [results, setResults] = useState<Partial<Record<Key, CheckResult>>>({});
  const [running, setRunning] = useState(false);

  const run = useCallback(async () => {
    setRunning(true);
    setResults({
      push: checkPush(realtimeStatus()),
      storage: checkStorage(localStorageOrNull(), navigator.cookieEnabled),
      screen: checkScreen(window.innerWidth),
      speech: checkSpeech(canSpeak()),
    });
    const api = await checkApi(() => authService.userInfo());
    setResults((r) => ({ ...r, api }));
    setRunning(false);
  }, []);
  useEffect(() => void run(), [run]);

  const printTest = () =>
    handPrintJob(null, {
      title: t('diagnostics.printTitle'),
      header: [t('diagnostics.item'), t('diagnostics.result')],
      rows: KEYS.map((k) => [
        t(`diagnostics.checks.${k}`),
        results[k] ? t(`diagnostics.status.${results[k].status}`) : '—',
      ]),
      printedAt: printedNow(),
      placeName,
    });

  return (
    <Flex vertical gap={16}>
      <RoundCard
        title={t('diagnostics.title')}
        extra={
          <Button loading={running} onClick={() => void run()}>
            {t('diagnostics.rerun')}
          </Button>
        }
      >
        <p>{t('diagnostics.intro')}</p>
        <Table
          rowKey="key"
          pagination={false}
          dataSource={KEYS.map((key) => ({ key, result: results[key] }))}
          columns={[
            {
              title: t('diagnostics.item'),
              dataIndex: 'key',
              width: 180,
              render: (k: Key) => t(`diagnostics.checks.${k}`),
            },
            {
              title: t('diagnostics.result'),
              dataIndex: 'result',
              width: 120,
              render: (r?: CheckResult) =>
                r ? (
                  <Tag color={COLOR[r.status]}>{t(`diagnostics.status.${r.status}`)}</Tag>
                ) : (
                  <Tag>{t('diagnostics.checking')}</Tag>
                ),
            },
            {
              title: t('diagnostics.detail'),
              dataIndex: 'result',
              render: (r?: CheckResult) => (r ? t(r.detail, r.values) : ''),
            },
          ]}
        />
      </RoundCard>
      <RoundCard title={t('diagnostics.devices')}>
        <Space wrap>
          <Button onClick={printTest}>{t('diagnostics.printTest')}</Button>
          <Button
            disabled={!canSpeak()}
            onClick={() =>
              speak(t('diagnostics.speechSample'), { voice: 1, speed: 1, volume: 80, repeat: 1 })
            }
          >
            {t('diagnostics.speechTest')}
          </Button>
        </Space>
        <p>{t('diagnostics.devicesHint')}</p>
      </RoundCard>
    </Flex>
  );
}
