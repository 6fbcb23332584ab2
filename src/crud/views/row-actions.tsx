import type { CrudRowAction } from '../use-crud-controller';
import styles from './row-actions.module.css';

/**
 * A row's actions (编辑, 删除 and a page's own) as the browser's buttons dressed as antd's small link buttons. A
 * list shows ten to a hundred rows of them, and antd's Button (its theme hooks, wave effect and compact context)
 * for each was the largest part of a list's first render: 50 of the 73 buttons of the rooms list at 10 rows
 * (issue 18, a menu click to its rows). Ant Design Pro's tables use plain links here for the same reason.
 */
export function RowActions({ actions }: { actions: CrudRowAction[] }) {
  return (
    <div className={styles.actions}>
      {actions.map((a) => (
        <button
          key={a.key}
          type="button"
          className={a.danger ? `${styles.action} ${styles.danger}` : styles.action}
          onClick={a.onClick}
        >
          {a.label}
        </button>
      ))}
    </div>
  );
}
