import { useEffect, useState } from 'react';
import { Button, Result, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { requestPrintJob, type PrintJob } from '@/crud/print-handoff';
import '@/i18n/console-messages';
import styles from './print-page.module.css';

/**
 * /print (§2, public): a list as a plain printable table, opened by a list page's 打印 button in a new window.
 * It prints by itself once drawn; the buttons are hidden on paper. The rows come from the opener in memory.
 */
export default function PrintPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  // asked once of the list page that opened this window (src/crud/print-handoff.ts): undefined while asking
  const [job, setJob] = useState<PrintJob | null | undefined>(undefined);
  const id = params.get('job');
  useEffect(() => {
    let live = true;
    void (id && /^[a-z0-9]+$/.test(id) ? requestPrintJob(id) : Promise.resolve(null)).then(
      (j) => live && setJob(j),
    );
    return () => {
      live = false;
    };
  }, [id]);

  useEffect(() => {
    if (!job) return;
    document.title = job.title;
    const timer = setTimeout(() => window.print(), 300);
    return () => clearTimeout(timer);
  }, [job]);

  if (job === undefined) return <Spin fullscreen />;
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
        {job.header.length > 0 && <span>{t('crud.printCount', { count: job.rows.length })}</span>}
      </p>
      {job.summary && job.summary.length > 0 && (
        <dl className={styles.summary}>
          {job.summary.map(([label, value], i) => (
            <div key={i}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {job.header.length > 0 && <PrintTable header={job.header} rows={job.rows} />}
      {job.sections?.map((s, i) => (
        <section key={i}>
          <h2 className={styles.section}>{s.title}</h2>
          <PrintTable header={s.header} rows={s.rows} />
        </section>
      ))}
      {job.signatures && (
        <p className={styles.signatures}>
          {job.signatures.map((label, i) => (
            <span key={i}>{label}</span>
          ))}
        </p>
      )}
    </main>
  );
}

function PrintTable({ header, rows }: Pick<PrintJob, 'header' | 'rows'>) {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          {header.map((h, i) => (
            <th key={i}>{h}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, ri) => (
          <tr key={ri}>
            {row.map((cell, ci) => (
              <td key={ci}>{cell ?? ''}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
