import { ApiError } from '../errors';
import { session, type Place } from '@/session/session-store';
import { signIn } from '@/test/sign-in';
import { addressApi, commonSystem } from './common-system';
import { commonLicense } from './common-license';
import { merchantUser } from './merchant-user';
import { notificationApi } from './notifications';

const HOTEL: Place = { id: 1001, placeName: '云栖电竞酒店(西湖店)', placeType: 0, license: 1 };

/** The service modules against the mock, through the real client (headers, encryption, envelope). */
describe('service modules', () => {
  it('uploads an image as multipart with picClass and platform, and reads the hotline', async () => {
    await signIn();
    session.setPlace(HOTEL);
    const { url } = await commonSystem.uploadImage(new File(['x'], 'a.png', { type: 'image/png' }), 'avatar');
    expect(url).toMatch(/^data:image\/png;base64,/);
    await expect(
      commonSystem.uploadImage(new File(['x'], 'a.gif', { type: 'image/gif' }), 'avatar'),
    ).rejects.toThrow('只能上传jpg、png、jpeg格式的图片');
    expect(await commonSystem.businessPhone()).toEqual({
      phone: '400-820-6688',
      serviceHours: '09:00-21:00',
    });
  });

  it('keeps the address book per user whatever the place', async () => {
    await signIn();
    session.setPlace(HOTEL);
    const msg = await addressApi.add({
      consignee: '赵磊',
      phone: '13758193364',
      region: '浙江省杭州市滨江区',
      detail: '滨盛路1509号',
      isDefault: 0,
    });
    expect(msg).toBe('新增成功');
    session.setPlace({ ...HOTEL, id: 1005, placeType: 50 });
    const page = await addressApi.list({ page: 1, size: 10 });
    expect(page.total).toBe(3);
    const added = page.records.find((a) => a.consignee === '赵磊')!;
    expect(await addressApi.edit({ id: added.id, isDefault: 1 })).toBe('更新成功');
    expect(await addressApi.remove(added.id)).toBe('删除成功');
  });

  it('counts and marks notifications, lists banners, and gets the ERP link for owners only', async () => {
    await signIn();
    session.setPlace(HOTEL);
    expect(await notificationApi.unreadCount()).toBe(3);
    const unread = await notificationApi.list({ page: 1, size: 20, status: 0 });
    expect(unread.records).toHaveLength(3);
    expect(await notificationApi.markRead(unread.records[0]!.id)).toBe('更新成功');
    expect(await notificationApi.unreadCount()).toBe(2);
    expect((await notificationApi.list({ page: 1, size: 20 })).total).toBe(5);

    expect((await commonLicense.openStrategies()).map((s) => s.imgUrl)).toHaveLength(3);
    expect((await merchantUser.erpLogin()).url).toMatch(/^https:\/\/erp\.example\.com\/sso\?ticket=/);

    await signIn('13800138002');
    const err = await merchantUser.erpLogin().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toBe('无权限登录进销存系统');
  });
});
