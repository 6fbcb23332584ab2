import { expectCashDifference, money, spanOf } from './handover';

/** A stand-in for the 交班 dialog: 应有现金 in a th with its amount beside it, and the difference as the page words it. */
function dialogWith(expected: string, difference: string): HTMLElement {
  const dialog = document.createElement('div');
  dialog.innerHTML = `<table><tbody><tr><th>应有现金</th><td>${expected}</td></tr></tbody></table><p>${difference}</p>`;
  document.body.append(dialog);
  onTestFinished(() => dialog.remove());
  return dialog;
}

describe('the handover test helpers', () => {
  it('read an amount with its sign and thousands separators', () => {
    expect(money('¥1,234.50')).toBe(1234.5);
    expect(money('¥0.00')).toBe(0);
  });

  it('write a span as the list shows it, to the minute', () => {
    expect(spanOf({ startTime: '2026-11-26 08:00:00', endTime: '2026-11-26 16:00:00' })).toBe(
      '2026-11-26 08:00 至 2026-11-26 16:00',
    );
  });

  it('expect the words of the difference between the count and what the drawer should hold', async () => {
    await expectCashDifference(dialogWith('¥1,200.00', '短款 ¥100.10'), 1099.9);
    await expectCashDifference(dialogWith('¥1,200.00', '长款 ¥0.50'), 1200.5);
    await expectCashDifference(dialogWith('¥1,200.00', '账实相符'), 1200);
  });

  it('fail when the dialog words the difference otherwise', async () => {
    await expect(expectCashDifference(dialogWith('¥1,200.00', '长款 ¥100.00'), 1100)).rejects.toThrow();
    await expect(expectCashDifference(dialogWith('¥1,200.00', '账实相符'), 1200.01)).rejects.toThrow();
  });
});
