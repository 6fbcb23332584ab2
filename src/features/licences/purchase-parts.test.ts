import type { FormInstance } from 'antd';
import { checkedValues } from './purchase-parts';

const formThat = (validateFields: () => Promise<unknown>) => ({ validateFields }) as unknown as FormInstance;

describe('checkedValues', () => {
  it('answers the values when every rule passes', async () => {
    await expect(checkedValues(formThat(async () => ({ num: 3 })))).resolves.toEqual({ num: 3 });
  });

  it('answers null when a rule fails (the message is on the field)', async () => {
    const failing = formThat(() => Promise.reject({ errorFields: [{ name: ['num'], errors: ['x'] }] }));
    await expect(checkedValues(failing)).resolves.toBeNull();
  });
});
