import { render, screen } from '@testing-library/react';
import { SafeHtml, sanitizeHtml } from './safe-html';

const HOSTILE =
  '<p>活动说明<img src=x onerror=alert(1)></p>' +
  '<p><a href="javascript:alert(1)">点我领奖</a> <a href="https://example.com/rules" target="_self">规则</a></p>' +
  '<svg><script>alert(1)</script><circle r="2"></circle></svg>' +
  '<div onclick="alert(1)" onmouseover="alert(1)">悬停</div><script>alert(1)</script>';

describe('SafeHtml', () => {
  let alert: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
  });
  afterEach(() => alert.mockRestore());

  it('renders server HTML without handlers, scripts or javascript: links, and runs nothing', () => {
    const { container } = render(<SafeHtml html={HOSTILE} />);
    expect(screen.getByText('活动说明')).toBeInTheDocument();
    expect(container.querySelectorAll('script')).toHaveLength(0);
    for (const el of container.querySelectorAll('*')) {
      const handlers = [...el.attributes].filter((a) => a.name.toLowerCase().startsWith('on'));
      expect(handlers).toEqual([]);
    }
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('x');
    const bad = screen.getByText('点我领奖');
    expect(bad.hasAttribute('href')).toBe(false);
    expect(container.innerHTML).not.toMatch(/javascript:/i);
    // a link that stays opens beside the console without opener or referrer
    const good = screen.getByRole('link', { name: '规则' });
    expect(good).toHaveAttribute('href', 'https://example.com/rules');
    expect(good).toHaveAttribute('target', '_blank');
    expect(good).toHaveAttribute('rel', 'noopener noreferrer');
    // an image error fires in a browser; here we fire it by hand: nothing is listening
    img.dispatchEvent(new Event('error'));
    screen.getByText('悬停').click();
    expect(alert).not.toHaveBeenCalled();
  });

  it('renders nothing for an empty or missing text, and a span when asked', () => {
    const { container, rerender } = render(<SafeHtml html={null} />);
    expect(container.firstElementChild).toBeEmptyDOMElement();
    rerender(<SafeHtml html="<b>粗</b>" as="span" className="x" />);
    expect(container.querySelector('span.x')?.innerHTML).toBe('<b>粗</b>');
  });

  it('sanitizeHtml is the same pure gate', () => {
    const out = sanitizeHtml(HOSTILE);
    expect(out).not.toMatch(/<script|onerror|onclick|onmouseover|javascript:/i);
    expect(out).toContain('<svg>');
    expect(out).toContain('rel="noopener noreferrer"');
    expect(alert).not.toHaveBeenCalled();
  });
});
