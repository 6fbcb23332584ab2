import DOMPurify from 'dompurify';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('removes scripts, event handlers and javascript: URLs', () => {
    const out = sanitizeHtml(
      '<p onclick="steal()">hi<script>alert(1)</script><img src="x.png" onerror="steal()"></p>' +
        '<a href="javascript:alert(1)">bad</a><iframe src="https://evil.example"></iframe>',
    );
    expect(out).not.toMatch(/script|onclick|onerror|javascript:|iframe/i);
    expect(out).toContain('<img src="x.png">');
    expect(out).toContain('hi');
  });

  it('makes every link open in a new tab without opener or referrer', () => {
    const out = sanitizeHtml(
      '<p><a href="https://example.com/a" target="_self" rel="opener">a</a> <a href="/help">b</a></p>',
    );
    const doc = new DOMParser().parseFromString(out, 'text/html');
    const links = [...doc.querySelectorAll('a')];
    expect(links).toHaveLength(2);
    for (const a of links) {
      expect(a.getAttribute('target')).toBe('_blank');
      expect(a.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(links[0]?.getAttribute('href')).toBe('https://example.com/a');
  });

  it('keeps what the editor produces: formatting, inline styles, data: images, tables', () => {
    const html =
      '<h2>标题</h2><p><strong>粗</strong><span style="color: rgb(225, 60, 57);">红</span></p>' +
      '<p><img src="data:image/png;base64,iVBORw0KGgo=" alt="" style="width: 50%;"></p>' +
      '<table><tbody><tr><td>1</td></tr></tbody></table>';
    expect(sanitizeHtml(html)).toBe(html);
    // idempotent, so that sanitising the editor's output twice changes nothing
    expect(sanitizeHtml(sanitizeHtml(html))).toBe(sanitizeHtml(html));
  });

  // [what it keeps or drops, the input, what comes out]
  it.each([
    [
      'keeps how text looks but drops where a box goes: position, z-index, transforms, margins',
      '<div style="position: fixed; inset: 0; z-index: 99999; background-color: white; color: red; ' +
        'transform: scale(3); margin-top: -500px; opacity: 0.99">请重新输入密码</div>' +
        '<p style="position:absolute;top:0;left:0">x</p>',
      '<div style="background-color: white; color: red;">请重新输入密码</div><p>x</p>',
    ],
    [
      'drops styles that load or compute, classes that borrow the console’s look, and ids',
      '<p style="background-color: url(https://t.example/p.gif); color: var(--x)" class="ant-modal-wrap" id="root">t</p>',
      '<p>t</p>',
    ],
    [
      'drops pictures from hosts outside the allow-list (tracking pixels), keeps inline and own ones',
      '<p><img src="https://track.example/p.gif?u=1" alt="">' +
        '<img src="//track.example/p.gif"><img src="/mock-assets/banner-guide.svg" alt="b">' +
        '<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="svg"></p>',
      '<p><img src="/mock-assets/banner-guide.svg" alt="b"></p>',
    ],
  ])('%s', (_, html, expected) => {
    expect(sanitizeHtml(html)).toBe(expected);
  });

  it('does not change the shared DOMPurify instance', () => {
    expect(DOMPurify.sanitize('<a href="https://example.com">x</a>')).toBe(
      '<a href="https://example.com">x</a>',
    );
  });

  it('an empty or plain-text input stays as it is', () => {
    expect(sanitizeHtml('')).toBe('');
    expect(sanitizeHtml('只是文字 & more')).toBe('只是文字 & more');
  });
});
