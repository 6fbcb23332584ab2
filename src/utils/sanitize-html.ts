/**
 * The one gate for HTML that came from the server or the rich-text editor (rule 5 of the house). Import it
 * only from lazily loaded modules (pages, the editor): DOMPurify must stay out of the login page's first load.
 */
import DOMPurify from 'dompurify';
import { checkUrl } from './safe-url';

// A private instance: the hooks below must not change what other DOMPurify users get.
const purify = DOMPurify(window);

/**
 * The inline styles stored content may keep: how text looks (what the editor writes), never where a box
 * goes. Position, z-index, transforms, margins, display, opacity and the like are dropped, so a notice
 * cannot draw a layer over the console or hide part of it (docs/security.md, "Server HTML").
 */
const ALLOWED_STYLES = new Set([
  'color',
  'background-color',
  'font-size',
  'font-weight',
  'font-style',
  'font-family',
  'text-decoration',
  'text-decoration-line',
  'text-align',
  'text-indent',
  'line-height',
  'letter-spacing',
  'vertical-align',
  'white-space',
  'padding-left',
  'border',
  'border-collapse',
  'width',
  'height',
  'max-width',
]);

/** A value that loads or computes something (url(), expression(), image-set(), var()) never passes. */
const ACTIVE_VALUE = /url\s*\(|expression\s*\(|image-set\s*\(|var\s*\(|@import|\\/i;

function cleanStyle(el: HTMLElement): void {
  const kept: string[] = [];
  for (const name of Array.from(el.style)) {
    const value = el.style.getPropertyValue(name).trim();
    if (!ALLOWED_STYLES.has(name) || ACTIVE_VALUE.test(value) || value.startsWith('-')) continue;
    kept.push(`${name}: ${value};`);
  }
  if (kept.length) el.setAttribute('style', kept.join(' '));
  else el.removeAttribute('style');
}

/** A picture shows when it is inline (data:image/…) or from the console or a trusted host; else it goes. */
function imageAllowed(src: string): boolean {
  return /^data:image\/(png|jpe?g|gif|webp|bmp);/i.test(src) || checkUrl(src) !== null;
}

purify.addHook('afterSanitizeAttributes', (node) => {
  if (!(node instanceof HTMLElement)) return;
  if (node.hasAttribute('style')) cleanStyle(node);
  // A link from stored content is somebody else's page: open it beside the console, and give it neither
  // window.opener nor our address as the referrer.
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
  // a remote picture is a tracking pixel (who read the notice, when, from where)
  if (node.tagName === 'IMG' && !imageAllowed(node.getAttribute('src') ?? '')) node.remove();
});

/**
 * Strip scripts, event handlers, `javascript:` URLs and anything else unsafe; keep only the inline styles of
 * how text looks; drop pictures from hosts outside the allow-list; links open in a new tab with
 * `rel="noopener noreferrer"`. Safe to pass to `dangerouslySetInnerHTML`; show it inside `SafeHtml`, whose
 * box also contains whatever the HTML draws.
 *
 * @example <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(notice.content) }} />
 */
export function sanitizeHtml(html: string): string {
  // no script runs without these either, but a notice must not restyle the console or draw a form over it
  return purify.sanitize(html, { FORBID_TAGS: FORBIDDEN, FORBID_ATTR: ['srcset', 'class', 'id'] });
}

const FORBIDDEN = ['style', 'form', 'input', 'button', 'textarea', 'select', 'link', 'meta', 'base'];
