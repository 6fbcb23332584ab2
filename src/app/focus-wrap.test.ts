import { afterEach, describe, expect, it } from 'vitest';
import { installFocusWrap, tabStops, topDialog } from './focus-wrap';

const tab = (shift = false) => {
  const e = new KeyboardEvent('keydown', { key: 'Tab', shiftKey: shift, bubbles: true, cancelable: true });
  (document.activeElement ?? document.body).dispatchEvent(e);
  return e.defaultPrevented;
};

describe('focus wrap (issue 16)', () => {
  let remove = () => undefined as void;
  afterEach(() => {
    remove();
    document.body.innerHTML = '';
  });

  function page(dialogs: string) {
    document.body.innerHTML = `<button id="page">page</button>${dialogs}`;
    remove = installFocusWrap();
    return (id: string) => document.getElementById(id)!;
  }

  it('sends Tab on the last stop of the open dialog to its first, and Shift+Tab on the first to its last', () => {
    const el = page(`<div role="dialog" aria-modal="true">
      <button id="close">×</button><input id="name" /><button id="save">保存</button></div>`);
    el('save').focus();
    expect(tab()).toBe(true);
    expect(document.activeElement).toBe(el('close'));
    expect(tab(true)).toBe(true);
    expect(document.activeElement).toBe(el('save'));
    // in between, the browser moves the focus itself
    el('name').focus();
    expect(tab()).toBe(false);
    expect(document.activeElement).toBe(el('name'));
  });

  it('brings a focus that is outside the dialog back into it', () => {
    const el = page(
      `<div role="dialog" aria-modal="true"><button id="a">a</button><button id="b">b</button></div>`,
    );
    el('page').focus();
    expect(tab()).toBe(true);
    expect(document.activeElement).toBe(el('a'));
    el('page').focus();
    expect(tab(true)).toBe(true);
    expect(document.activeElement).toBe(el('b'));
  });

  it('works on the topmost of two dialogs (a confirmation over a form) and ignores hidden ones', () => {
    const el = page(`
      <div role="dialog" aria-modal="true"><button id="form">form</button></div>
      <div role="dialog" aria-modal="true"><button id="ok">确定</button><button id="cancel">取消</button></div>
      <div role="dialog" aria-modal="true" style="display: none"><button id="closed">closed</button></div>`);
    expect(topDialog()).toBe(el('ok').parentElement);
    el('cancel').focus();
    tab();
    expect(document.activeElement).toBe(el('ok'));
  });

  it('counts what Tab can reach: not disabled, hidden or tabindex -1, and one stop per radio group', () => {
    const el = page(`<div role="dialog" aria-modal="true">
      <button id="x" disabled>x</button><button id="y" tabindex="-1">y</button>
      <span hidden><button id="z">z</button></span>
      <input type="radio" name="pay" id="ali" /><input type="radio" name="pay" id="wx" checked />
      <a id="link" href="#terms">协议</a></div>`);
    expect(tabStops(document.querySelector('[role="dialog"]')!)).toEqual([el('wx'), el('link')]);
  });

  it('leaves Tab alone with no dialog open, and once removed', () => {
    const el = page('');
    el('page').focus();
    expect(tab()).toBe(false);
    remove();
    document.body.insertAdjacentHTML(
      'beforeend',
      '<div role="dialog" aria-modal="true"><button>b</button></div>',
    );
    expect(tab()).toBe(false);
  });
});
