import { useMemo, useState, type ReactNode } from 'react';
import { CrudPage } from '@/crud/crud-page';
import type { AnyConfig } from '@/crud/use-crud';

/**
 * A list page whose row action opens a dialog of the page's own: `config` is made with the opener (keep it
 * stable: a module function or a useCallback), `dialog` renders the row opened, or null, with its close.
 * @example <RowDialogPage config={employeeConfig} dialog={(e, close) => <ResignModal employee={e} onClose={close} />} />
 */
export function RowDialogPage<R>({
  config,
  dialog,
}: {
  config: (open: (row: R) => void) => AnyConfig;
  dialog: (row: R | null, close: () => void) => ReactNode;
}) {
  const [row, setRow] = useState<R | null>(null);
  const list = useMemo(() => config(setRow), [config]);
  return <CrudPage config={list}>{dialog(row, () => setRow(null))}</CrudPage>;
}
