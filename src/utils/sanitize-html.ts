/**
 * The one gate for HTML that came from the server or the rich-text editor (rule 5 of the house). Import it
 * only from lazily loaded modules (pages, the editor): DOMPurify must stay out of the login page's first load.
 */
import DOMPurify from 'dompurify';

// A private instance: the link hook below must not change what other DOMPurify users get.
const purify = DOMPurify(window);

purify.addHook('afterSanitizeAttributes', (node) => {
  // A link from stored content is somebody else's page: open it beside the console, and give it neither
  // window.opener nor our address as the referrer.
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/**
 * Strip scripts, event handlers, `javascript:` URLs and anything else unsafe; links open in a new tab with
 * `rel="noopener noreferrer"`. Safe to pass to `dangerouslySetInnerHTML`.
 *
 * @example <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(notice.content) }} />
 */
export function sanitizeHtml(html: string): string {
  // no script runs without these either, but a notice must not restyle the console or draw a form over it
  return purify.sanitize(html, { FORBID_TAGS: FORBIDDEN });
}

const FORBIDDEN = ['style', 'form', 'input', 'button', 'textarea', 'select'];
