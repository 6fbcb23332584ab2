import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Button, Flex, Typography } from 'antd';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { authService } from '@/api/services/auth-service';
import { isApiError } from '@/api/errors';

export const SCAN_POLL_MS = 2000;
type ScanState = 'loading' | 'waiting' | 'scanned' | 'confirmed' | 'expired' | 'error';

const STATUS: Record<0 | 1 | 2 | 3, ScanState> = { 0: 'waiting', 1: 'scanned', 2: 'confirmed', 3: 'expired' };

/** Scan-code login: show the QR code, poll its result every 2 s, sign in once it is confirmed. */
export default function ScanLogin({
  onConfirmed,
  error,
}: {
  onConfirmed: (codeId: string) => void;
  error: string | null;
}) {
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

  useEffect(() => {
    if (!code || (state !== 'waiting' && state !== 'scanned')) return;
    const timer = setInterval(async () => {
      try {
        const { status } = await authService.scanCheck(code.codeId);
        const next = STATUS[status];
        setState(next);
        if (next === 'confirmed') confirmed.current(code.codeId);
      } catch (e) {
        setProblem(isApiError(e) ? e.message : t('errors.network'));
        setState('error');
      }
    }, SCAN_POLL_MS);
    return () => clearInterval(timer);
  }, [code, state, t]);

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
