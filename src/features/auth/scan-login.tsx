import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Button, Flex, Typography } from 'antd';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { authService } from '@/api/services/auth-service';
import { isApiError } from '@/api/errors';
import { createPoller, type PollStep } from '@/utils/poller';
import { LightAntd } from '@/components/antd-providers';

export const SCAN_POLL_MS = 2000;
type ScanState = 'loading' | 'waiting' | 'scanned' | 'confirmed' | 'expired' | 'error';

const STATUS: Record<0 | 1 | 2 | 3, ScanState> = { 0: 'waiting', 1: 'scanned', 2: 'confirmed', 3: 'expired' };

type Props = { onConfirmed: (codeId: string) => void; error: string | null };

/**
 * The scan tab of /login, loaded when it is chosen: the login paints without antd (issue 18), so this part
 * brings antd's light theme with it.
 */
export default function ScanLoginTab(props: Props) {
  return (
    <LightAntd>
      <ScanLogin {...props} />
    </LightAntd>
  );
}

/** Scan-code login: show the QR code, poll its result every 2 s, sign in once (and only once) it is confirmed. */
function ScanLogin({ onConfirmed, error }: Props) {
  const { t } = useTranslation();
  const [code, setCode] = useState<{ codeId: string; qrContent: string } | null>(null);
  const [state, setState] = useState<ScanState>('loading');
  const [problem, setProblem] = useState<string | null>(null);
  const confirmed = useRef(onConfirmed);
  confirmed.current = onConfirmed;

  const load = useCallback(async () => {
    setState('loading');
    setProblem(null);
    try {
      const c = await authService.scanGetCode();
      setCode(c);
      setState('waiting');
    } catch (e) {
      setProblem(isApiError(e) ? e.message : t('errors.network'));
      setState('error');
    }
  }, [t]);

  useEffect(() => {
    void load();
  }, [load]);

  // one question at a time, and none after the page is left or the code is settled (src/utils/poller.ts):
  // a late "confirmed" can neither sign in twice nor after the user went elsewhere
  useEffect(() => {
    if (!code) return;
    const poller = createPoller({
      tickMs: SCAN_POLL_MS,
      ask: () => authService.scanCheck(code.codeId),
      onAnswer: ({ status }): PollStep => {
        const next = STATUS[status];
        if (next === 'confirmed') return () => (setState(next), confirmed.current(code.codeId));
        if (next === 'expired') return () => setState(next);
        setState(next);
        return 'again';
      },
      onError: (e) => {
        setProblem(isApiError(e) ? e.message : t('errors.network'));
        setState('error');
      },
    });
    return poller.stop;
  }, [code, t]);

  const label = {
    loading: t('common.loading'),
    waiting: t('auth.scanWaiting'),
    scanned: t('auth.scanScanned'),
    confirmed: t('auth.scanConfirmed'),
    expired: t('auth.scanExpired'),
    error: problem ?? '',
  }[state];

  return (
    <Flex vertical align="center" gap={12} style={{ padding: '8px 0 16px' }}>
      {(error || problem) && (
        <Alert type="error" showIcon title={error ?? problem} role="alert" style={{ width: '100%' }} />
      )}
      <div style={{ position: 'relative', padding: 8, background: '#fff', borderRadius: 8 }}>
        {code ? (
          <QRCodeSVG value={code.qrContent} size={180} level="H" aria-label={t('auth.scanHint')} role="img" />
        ) : (
          <div style={{ width: 180, height: 180 }} />
        )}
        {(state === 'expired' || state === 'error') && (
          <Flex
            align="center"
            justify="center"
            style={{ position: 'absolute', inset: 0, background: 'rgba(255,255,255,0.92)' }}
          >
            <Button type="primary" onClick={() => void load()}>
              {t('auth.scanRefresh')}
            </Button>
          </Flex>
        )}
      </div>
      <Typography.Text strong aria-live="polite">
        {label}
      </Typography.Text>
      <Typography.Text type="secondary">{t('auth.scanHint')}</Typography.Text>
    </Flex>
  );
}
