import { quotaAction } from './quota-action';

const all = new Set(['/application/index', '/application/myApp']);

describe('licence warning dialog button (§8)', () => {
  it('2901 and 2911 offer 去扩容 to /application/myApp', () => {
    expect(quotaAction(2901, '/wel/index', all)).toEqual({
      labelKey: 'errors.expand',
      to: '/application/myApp',
    });
    expect(quotaAction(2911, '/wel/index', all)?.to).toBe('/application/myApp');
  });
  it('290, 291, 292 offer 去购买 to /application/index', () => {
    for (const code of [290, 291, 292])
      expect(quotaAction(code, '/x', all)).toEqual({ labelKey: 'errors.buy', to: '/application/index' });
  });
  it('no button on /pickplace or when the purchase route is not in the menu', () => {
    expect(quotaAction(290, '/pickplace', all)).toBeNull();
    expect(quotaAction(290, '/wel/index', new Set(['/application/myApp']))).toBeNull();
    expect(quotaAction(2901, '/wel/index', new Set())).toBeNull();
  });
});
