import { EXPAND_CODES } from '@/api/errors';

export const BUY_PATH = '/application/index';
export const EXPAND_PATH = '/application/myApp';

/**
 * The button of the licence warning dialog (§8): 去扩容 >> to /application/myApp for 2901/2911, 去购买 >>
 * to /application/index for the others; none on /pickplace or when the user's menu lacks the purchase route.
 */
export function quotaAction(
  code: number,
  pathname: string,
  menuPaths: ReadonlySet<string>,
): { labelKey: 'errors.expand' | 'errors.buy'; to: string } | null {
  if (pathname === '/pickplace') return null;
  const action = EXPAND_CODES.has(code)
    ? ({ labelKey: 'errors.expand', to: EXPAND_PATH } as const)
    : ({ labelKey: 'errors.buy', to: BUY_PATH } as const);
  return menuPaths.has(action.to) ? action : null;
}
