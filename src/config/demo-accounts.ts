/** Demo accounts of the mock backend (README lists them too). Shown on the login page of mock builds. */
export const DEMO_PASSWORD = 'abc123456';

export const DEMO_ACCOUNTS = [
  { account: '13800138000', roleKey: 'auth.demoOwner12' },
  { account: '13800138001', roleKey: 'auth.demoNewInn' },
  { account: '13800138002', roleKey: 'auth.demoStaff' },
  { account: '13800138003', roleKey: 'auth.demoNetbar' },
] as const;
