import { useMemo, type CSSProperties } from 'react';
import { sanitizeHtml } from '@/utils/sanitize-html';
import css from './safe-html.module.css';

export { sanitizeHtml };

export interface SafeHtmlProps {
  /** HTML from the server (a notification, a notice, an activity, a help document's description) */
  html: string | null | undefined;
  className?: string;
  style?: CSSProperties;
  /** the wrapping element (default div; span inside a line of text) */
  as?: 'div' | 'span';
}

/**
 * Server HTML shown safely (rule 5 of the house): DOMPurify drops scripts (also inside `<svg>`), event
 * handlers, `javascript:` URLs, classes, positioning styles and remote pictures, every link opens in a new
 * tab with `rel="noopener noreferrer"`, and the box contains what the HTML draws.
 * Import it only from lazily loaded modules: DOMPurify stays out of the login page's first load.
 *
 * @example <SafeHtml html={notification.content} />
 */
export function SafeHtml({ html, className, style, as: Tag = 'div' }: SafeHtmlProps) {
  const clean = useMemo(() => (html ? sanitizeHtml(html) : ''), [html]);
  return (
    <Tag
      className={className ? `${css.box} ${className}` : css.box}
      style={style}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
