import styles from './toggle-group.module.css';

/**
 * A small segmented switch (language, login mode). Plain buttons with aria-pressed: antd's Segmented would
 * add about 5 kB gzip to the login page's first load for the same result.
 */
export function ToggleGroup<T extends string>({
  value,
  options,
  onChange,
  label,
  block,
}: {
  value: T;
  options: { value: T; label: string }[];
  onChange: (v: T) => void;
  label: string;
  block?: boolean;
}) {
  return (
    <div role="group" aria-label={label} className={`${styles.group} ${block ? styles.block : ''}`}>
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          aria-pressed={o.value === value}
          className={o.value === value ? `${styles.item} ${styles.active}` : styles.item}
          onClick={() => o.value !== value && onChange(o.value)}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}
