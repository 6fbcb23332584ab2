import { useTranslation } from 'react-i18next';

/** A locale string as an element (a table cell, a button label), so that it follows the language. */
export function Msg({ k, values }: { k: string; values?: Record<string, unknown> }) {
  const { t } = useTranslation();
  return <>{t(k, values)}</>;
}
