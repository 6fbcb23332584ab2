import { doneCount, firstUndone, guideApplies, SETUP_STEPS } from './setup-rules';

const all = new Set(SETUP_STEPS.map((s) => s.path));
const none = { building: false, roomModel: false, room: false, billing: false, payAccount: false };

describe('setup guide rules', () => {
  it('applies to one non-network place whose menu has every setup page', () => {
    expect(guideApplies({ netbar: false, placeCount: 1, menuPaths: all })).toBe(true);
    expect(guideApplies({ netbar: true, placeCount: 1, menuPaths: all })).toBe(false);
    expect(guideApplies({ netbar: false, placeCount: 12, menuPaths: all })).toBe(false);
    expect(guideApplies({ netbar: false, placeCount: null, menuPaths: all })).toBe(false);
    const withoutPay = new Set([...all].filter((p) => p !== '/admin/pay'));
    expect(guideApplies({ netbar: false, placeCount: 1, menuPaths: withoutPay })).toBe(false);
  });

  it('goes to the first step not done, in the order of §2', () => {
    expect(firstUndone(none)?.path).toBe('/roomManage/index');
    expect(firstUndone({ ...none, building: true, roomModel: true, room: true })?.path).toBe(
      '/feeRule/index',
    );
    expect(firstUndone({ ...none, building: true, billing: true })?.path).toBe('/roomManage/roomModel');
    expect(
      firstUndone({ building: true, roomModel: true, room: true, billing: true, payAccount: true }),
    ).toBeNull();
    expect(doneCount({ ...none, room: true, payAccount: true })).toBe(2);
  });
});
