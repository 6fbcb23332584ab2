import { useMemo } from 'react';
import { Button, Card, Empty, Input, Result, Skeleton, Typography } from 'antd';
import { ExportOutlined, FileTextOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { placeKey } from '@/api/query-client';
import { dictApi, type DictEntry } from '@/api/services/dict';
import { SafeHtml } from '@/components/safe-html';
import { useSession } from '@/session/session-store';
import styles from './help-document-page.module.css';

/** The search text lives in the URL (list state, docs/architecture.md): a reload or a shared link keeps it. */
const QUERY_PARAM = 'q_keyword';

/**
 * Where a document may open: http(s) addresses and same-origin paths. Anything else (javascript:, data:) is no
 * link at all: the dictionary is server data.
 */
export function documentHref(value: string): string | null {
  const v = value.trim();
  return /^https?:\/\/[^\s]+$/i.test(v) || /^\/(?!\/)\S*$/.test(v) ? v : null;
}

/** The words of a description, for searching (descriptions may hold markup). */
const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ');

/** Documents whose title or description contains the text, case-insensitively, in dictionary order. */
export function matchDocuments(docs: readonly DictEntry[], text: string): DictEntry[] {
  const q = text.trim().toLowerCase();
  if (!q) return [...docs];
  return docs.filter((d) => `${d.label} ${plain(d.description)}`.toLowerCase().includes(q));
}

/**
 * /info/helpDocument (§2): the HELP_DOCUMENT dictionary group (value = address, label = title, description) as
 * a searchable list. A document opens in a new tab with noopener and no referrer; not in the console's /frame
 * page, which embeds only the menu's own external addresses, and most help sites refuse to be framed anyway.
 * The dictionary is the one loaded with the place (same query key), so the page usually shows at once.
 */
export default function HelpDocumentPage() {
  const { t } = useTranslation();
  const placeId = useSession((s) => s.place?.id ?? null);
  const [params, setParams] = useSearchParams();
  const text = params.get(QUERY_PARAM) ?? '';
  const dict = useQuery({ queryKey: placeKey(placeId, 'dict'), queryFn: () => dictApi.listByTypes() });
  const docs = useMemo(() => dict.data?.HELP_DOCUMENT ?? [], [dict.data]);
  const shown = useMemo(() => matchDocuments(docs, text), [docs, text]);

  const search = (value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value.trim()) next.set(QUERY_PARAM, value);
        else next.delete(QUERY_PARAM);
        return next;
      },
      { replace: true },
    );

  if (dict.isError && !dict.data) {
    return (
      <Result
        status="error"
        title={t('helpDocs.loadFailed')}
        extra={<Button onClick={() => void dict.refetch()}>{t('helpDocs.retry')}</Button>}
      />
    );
  }

  return (
    <Card title={t('helpDocs.title')} style={{ borderRadius: 10 }}>
      <Input.Search
        allowClear
        value={text}
        onChange={(e) => search(e.target.value)}
        onSearch={search}
        placeholder={t('helpDocs.searchPlaceholder')}
        aria-label={t('helpDocs.search')}
        style={{ maxWidth: 360, marginBottom: 16 }}
      />
      {dict.isPending ? (
        <Skeleton active />
      ) : shown.length === 0 ? (
        <Empty
          description={docs.length === 0 ? t('helpDocs.empty') : t('helpDocs.noMatch', { q: text.trim() })}
        />
      ) : (
        <>
          <Typography.Text type="secondary">{t('helpDocs.count', { count: shown.length })}</Typography.Text>
          <ul className={styles.list} aria-label={t('helpDocs.title')}>
            {shown.map((doc) => {
              const href = documentHref(doc.value);
              return (
                <li key={doc.dictId} className={styles.item}>
                  <FileTextOutlined className={styles.icon} aria-hidden />
                  <div className={styles.body}>
                    {href ? (
                      <a
                        href={href}
                        target="_blank"
                        rel="noopener noreferrer"
                        className={styles.title}
                        title={`${doc.label} ${t('helpDocs.opensInNewTab')}`}
                      >
                        {doc.label} <ExportOutlined aria-hidden />
                      </a>
                    ) : (
                      <span className={styles.title}>{doc.label}</span>
                    )}
                    {doc.description && <SafeHtml html={doc.description} className={styles.description} />}
                  </div>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </Card>
  );
}
