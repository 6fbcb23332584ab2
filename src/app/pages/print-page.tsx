import { useEffect, useState } from 'react';
import { Button, Result, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PRINT_KEY_PREFIX, type PrintJob } from '@/crud/export';
import '@/i18n/console-messages';
import styles from './print-page.module.css';

/** Read a print job once: it holds a list's rows, so it does not stay on the device. */
function takeJob(id: string | null): PrintJob | null {
  if (!id || !/^[a-z0-9]+$/.test(id)) return null;
  const key = PRINT_KEY_PREFIX + id;
  try {
    const raw = localStorage.getItem(key);
    localStorage.removeItem(key);
    return raw ? (JSON.parse(raw) as PrintJob) : null;
  } catch {
    return null;
  }
}

/**
 * /print (§2, public): a list as a plain printable table, opened by a list page's 打印 button in a new window.
 * It prints by itself once drawn; the buttons are hidden on paper.
 */
export default function PrintPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  // kept in state: a re-render (or StrictMode's second run) must not read the already removed job again
  const [job] = useState(() => takeJob(params.get('job')));

  useEffect(() => {
    if (!job) return;
    document.title = job.title;
    const timer = setTimeout(() => window.print(), 300);
    return () => clearTimeout(timer);
  }, [job]);

  if (!job) {
    return <Result status="warning" title={t('crud.printTitle')} subTitle={t('crud.printMissing')} />;
  }
  return (
    <main className={styles.page}>
      <div className={styles.actions}>
        <Space>
          <Button type="primary" onClick={() => window.print()}>
            {t('crud.printNow')}
          </Button>
          <Button onClick={() => window.close()}>{t('crud.printClose')}</Button>
        </Space>
      </div>
      <h1 className={styles.title}>{job.title}</h1>
      <p className={styles.meta}>
        <span>{t('crud.printPlace', { place: job.placeName })}</span>
        <span>{t('crud.printedAt', { time: job.printedAt })}</span>
        <span>{t('crud.printCount', { count: job.rows.length })}</span>
      </p>
      <table className={styles.table}>
        <thead>
          <tr>
            {job.header.map((h, i) => (
              <th key={i}>{h}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {job.rows.map((row, ri) => (
            <tr key={ri}>
              {row.map((cell, ci) => (
                <td key={ci}>{cell ?? ''}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  );
}
