import { useEffect, useState } from 'react';
import type { OpenStrategy } from '@/api/services/common-license';
import styles from './top-bar.module.css';

/** how long a banner shows before the next */
export const BANNER_MS = 5000;

/**
 * The top bar's banners (§2): one at a time, the next every 5 s, held while the pointer or the keyboard's focus
 * is on them (WCAG 2.2.2). Its own few lines rather than antd's Carousel: react-slick under it wraps each
 * image's click handler in a new one on every slide (`checkImagesLoad`), a chain that grew all day long in a
 * console left open (issue 18: the tags' second pass kept 530 such closures).
 */
export function Banner({ banners, label }: { banners: readonly OpenStrategy[]; label: string }) {
  const [at, setAt] = useState(0);
  const [held, setHeld] = useState(false);
  const count = banners.length;
  useEffect(() => {
    if (held || count < 2) return;
    const id = setInterval(() => setAt((i) => (i + 1) % count), BANNER_MS);
    return () => clearInterval(id);
  }, [held, count]);
  return (
    <div
      className={styles.banner}
      role="region"
      aria-label={label}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      {banners.map((b, i) => (
        <a
          key={b.id}
          href={b.link || undefined}
          target="_blank"
          rel="noopener noreferrer"
          title={b.title}
          hidden={i !== at % count}
        >
          <img src={b.imgUrl} alt={b.title} className={styles.bannerImg} />
        </a>
      ))}
    </div>
  );
}
