import { beforeEach, describe, expect, it } from 'vitest';
import { mockDb, setClock } from '../../node';
import { LICENCE_TABLES } from '../../seed';
import { MESSAGE_TABLES, MSG_PLACEHOLDERS, seedMessages, smsParts } from '../message-center/seed';
import { TestClient } from '../../test-client';
import { simulatePayment } from '../common-license/routes';
import { MESSAGE_MSG, unknownPlaceholder } from '../message-center/routes';
import {
  MSG_MODEL_BASE as MODEL,
  NOTICE_BASE as NOTICE,
  SMS_BASE as SMS,
} from '../../../src/domain/messages';
import { POSITION_BASE } from '../../../src/domain/staff';
import {
  cafeOwner,
  data,
  done,
  fieldError,
  hotelOwner as owner,
  post,
  refusal,
  SEED_NOW,
  type Page,
  type Row,
} from '../../test-kit';

const POSITIONS = `${POSITION_BASE}/getSelect`;

beforeEach(() => {
  setClock(() => SEED_NOW);
});

describe('positions (businessPlacePosition/getSelect)', () => {
  it('gives every seeded place its positions: a hotel five, an internet cafe four', async () => {
    const seeded = new Set(seedMessages()[MESSAGE_TABLES.position]!.map((r) => r.placeId));
    expect([...seeded].sort()).toEqual(
      mockDb()
        .data.places.map((p) => p.id)
        .sort(),
    );
    expect((await data(owner(1001).then((c) => c.get<Row[]>(POSITIONS)))).map((p) => p.positionName)).toEqual(
      ['店长', '前台', '客房', '财务', '保洁'],
    );
    const netbar = await cafeOwner();
    expect((await data(netbar.get<Row[]>(POSITIONS))).map((p) => p.positionName)).toEqual([
      '店长',
      '网管',
      '收银',
      '保洁',
    ]);
  });
});

describe('message templates (businessMsgModel)', () => {
  const good = {
    templateName: '续住成功提醒',
    scene: 5,
    content: '{客人姓名}您好，{房间号}房已续住至{退房时间}。',
    signature: '云栖电竞酒店',
  };

  it("lists the place's templates, newest first, filtered by name, scene and status", async () => {
    const c = await owner();
    const all = await data(c.get<Row[]>(`${MODEL}/listByPlaceId`));
    expect(all.map((r) => r.templateName)).toEqual([
      '会员生日关怀',
      '预订成功通知',
      '退房前一小时提醒',
      '入住欢迎短信',
    ]);
    expect(all[3]).toMatchObject({ scene: 1, sceneName: '入住成功', signature: '云栖电竞酒店', status: 1 });
    expect(Object.keys(all[0]!).sort()).toEqual(
      [
        'content',
        'createTime',
        'id',
        'scene',
        'sceneName',
        'signature',
        'status',
        'templateName',
        'updateTime',
      ].sort(),
    );
    expect((await data(c.get<Row[]>(`${MODEL}/listByPlaceId`, { templateName: '提醒' }))).length).toBe(1);
    expect((await data(c.get<Row[]>(`${MODEL}/listByPlaceId`, { scene: 6 })))[0]!.templateName).toBe(
      '会员生日关怀',
    );
    expect((await data(c.get<Row[]>(`${MODEL}/listByPlaceId`, { status: 0 }))).length).toBe(1);
    // another place sees only its own
    expect(
      (await data((await owner(1002)).get<Row[]>(`${MODEL}/listByPlaceId`))).map((r) => r.templateName),
    ).toEqual(['滨江店入住通知']);
  });

  it('checks every field with the §5 messages and answers 新增成功', async () => {
    const c = await owner();
    const add = (patch: Record<string, unknown>) => post(c, `${MODEL}/add`, { ...good, ...patch });
    expect(await add({ templateName: '' })).toEqual(fieldError('templateName', '输入不可以为空'));
    expect(await add({ templateName: '入住 通知!' })).toEqual(
      fieldError('templateName', '请输入中文、英文、数字、横线、下划线'),
    );
    expect(await add({ templateName: '入住欢迎短信' })).toEqual(fieldError('templateName', '模板名称已存在'));
    expect(await add({ scene: 9 })).toEqual(fieldError('scene', '请选择使用场景'));
    expect(await add({ scene: undefined })).toEqual(fieldError('scene', '请选择使用场景'));
    expect(await add({ content: '  ' })).toEqual(fieldError('content', '输入不可以为空'));
    expect(await add({ content: '好'.repeat(301) })).toEqual(fieldError('content', '最多输入300个字符'));
    expect(await add({ content: '{客人姓名}您好，您的{房号}已续住' })).toEqual(
      fieldError('content', unknownPlaceholder('房号')),
    );
    expect(unknownPlaceholder('房号')).toBe('含有不支持的占位符：{房号}');
    expect(await add({ signature: '' })).toEqual(fieldError('signature', '输入不可以为空'));
    expect(await add({ signature: '【云栖】' })).toEqual(
      fieldError('signature', '短信签名为2-12位中文、英文或数字'),
    );
    expect(await add({ signature: '云' })).toEqual(fieldError('signature', MESSAGE_MSG.signature));

    const res = await add({ content: MSG_PLACEHOLDERS.map((p) => `{${p}}`).join('') });
    expect(res).toMatchObject({ code: 200, msg: '新增成功' });
    const row = mockDb()
      .table(MESSAGE_TABLES.msgModel)
      .find((r) => r.templateName === good.templateName)!;
    expect(row).toMatchObject({ placeId: 1001, scene: 5, status: 1, createTime: '2026-11-21 10:00:00' });
    // the same name is fine at another place
    expect(await post(await owner(1002), `${MODEL}/add`, good)).toMatchObject({ code: 200, msg: '新增成功' });
  });

  it('edits (a status alone too) and deletes only its own place’s templates', async () => {
    const c = await owner();
    const [birthday] = await data(c.get<Row[]>(`${MODEL}/listByPlaceId`));
    expect(await post(c, `${MODEL}/edit`, { id: birthday!.id, ...good })).toEqual(done('更新成功'));
    expect(await post(c, `${MODEL}/edit`, { id: birthday!.id, status: 1 })).toEqual(done('更新成功'));
    expect(await post(c, `${MODEL}/edit`, { id: birthday!.id, status: 3 })).toEqual(
      fieldError('status', '状态值不正确'),
    );
    expect((await data(c.get<Row[]>(`${MODEL}/listByPlaceId`)))[0]).toMatchObject({ ...good, status: 1 });
    // the name check leaves the row itself out
    expect(await post(c, `${MODEL}/edit`, { id: birthday!.id, templateName: good.templateName })).toEqual(
      done('更新成功'),
    );
    const other = await owner(1002);
    expect(await post(other, `${MODEL}/edit`, { id: birthday!.id, ...good })).toEqual(
      refusal('数据不存在或已被删除'),
    );
    expect(await post(other, `${MODEL}/delete`, { id: birthday!.id })).toEqual(
      refusal('数据不存在或已被删除'),
    );
    expect(await post(c, `${MODEL}/delete`, { id: birthday!.id })).toEqual(done('删除成功'));
    expect((await data(c.get<Row[]>(`${MODEL}/listByPlaceId`))).length).toBe(3);
  });
});

describe('SMS (/business-merchant/message)', () => {
  it('lists the platform SMS with the switch and the wording of the place', async () => {
    const c = await owner();
    const list = await data(c.get<Row[]>(`${SMS}/getPlaceMessageTemplate`));
    expect(list.map((r) => [r.templateName, r.status])).toEqual([
      ['入住成功通知', 1],
      ['退房提醒', 1],
      ['预订确认', 1],
      ['预订取消通知', 0],
      ['续住成功通知', 0],
      ['会员生日祝福', 0],
    ]);
    // check-in is worded by the place's own enabled template, cancellation by the platform
    expect(list[0]).toMatchObject({ modelName: '入住欢迎短信', signature: '云栖电竞酒店', scene: 1 });
    expect(String(list[0]!.content)).toMatch(/^\{客人姓名\}您好，欢迎入住/);
    expect(list[3]).toMatchObject({
      modelId: null,
      modelName: '',
      signature: '云栖电竞酒店',
      sceneName: '预订取消',
    });
    // the disabled birthday template is not used
    expect(list[5]).toMatchObject({ modelId: null });
    // turning the place's template off falls back to the platform's wording
    const welcome = (await data(c.get<Row[]>(`${MODEL}/listByPlaceId`, { scene: 1 })))[0]!;
    await data(c.post(`${MODEL}/edit`, { id: welcome.id, status: 0 }));
    expect((await data(c.get<Row[]>(`${SMS}/getPlaceMessageTemplate`)))[0]).toMatchObject({
      modelId: null,
      content: '尊敬的{客人姓名}，您已成功入住{场所名称}{房间号}房，退房时间为{退房时间}，祝您入住愉快。',
    });
  });

  it('switches an SMS on and off; on needs a balance', async () => {
    const c = await owner();
    expect(await post(c, `${SMS}/updatePlaceMessageStatus`, { id: 4, status: 1 })).toEqual(done('更新成功'));
    expect(await post(c, `${SMS}/updatePlaceMessageStatus`, { id: 1, status: 0 })).toEqual(done('更新成功'));
    const list = await data(c.get<Row[]>(`${SMS}/getPlaceMessageTemplate`));
    expect(list.map((r) => r.status)).toEqual([0, 1, 1, 1, 0, 0]);
    expect(await post(c, `${SMS}/updatePlaceMessageStatus`, { id: 99, status: 1 })).toEqual(
      refusal('短信模板不存在'),
    );
    expect(await post(c, `${SMS}/updatePlaceMessageStatus`, { id: 1, status: 2 })).toEqual(
      refusal('状态值不正确'),
    );
    // 滨江店 has bought no pack: nothing can be switched on, switching off is fine
    const bj = await owner(1002);
    expect(await post(bj, `${SMS}/updatePlaceMessageStatus`, { id: 1, status: 1 })).toEqual(
      refusal('短信余额不足，请先购买短信包'),
    );
    expect(await post(bj, `${SMS}/updatePlaceMessageStatus`, { id: 1, status: 0 })).toEqual(done('更新成功'));
    // the switches are per place
    expect((await data(bj.get<Row[]>(`${SMS}/getPlaceMessageTemplate`))).every((r) => r.status === 0)).toBe(
      true,
    );
  });

  it('counts the balance from the SMS account a paid pack tops up', async () => {
    const c = await owner(1006);
    expect(await data(c.get(`${SMS}/getCount`))).toEqual({ balance: 874, sentCount: 2, failCount: 1 });
    const order = await data(
      c.post<{ outTradeNo: string }>(`${SMS}/buySMS`, {
        priceId: 1,
        payChannel: 10000,
        requestId: 'mc-test-0001',
      }),
    );
    simulatePayment(order.outTradeNo, 'success');
    expect((await data(c.get<{ balance: number }>(`${SMS}/getCount`))).balance).toBe(1874);
    const first = await data((await owner()).get<{ balance: number; sentCount: number }>(`${SMS}/getCount`));
    const records = seedMessages()[MESSAGE_TABLES.smsRecord]!;
    const sent = records
      .filter((r) => r.placeId === 1001 && r.status === 1)
      .reduce((n, r) => n + Number(r.count), 0);
    expect(first).toEqual({ balance: 3826, sentCount: sent, failCount: 2 });
    expect(await data((await owner(1002)).get(`${SMS}/getCount`))).toEqual({
      balance: 0,
      sentCount: 0,
      failCount: 0,
    });
  });

  it('pages the send records newest first, filtered by phone, status and template', async () => {
    const c = await owner();
    const page = await data(c.get<Page<Row>>(`${SMS}/getSendRecorde`, { pageNumber: 1, pageSize: 5 }));
    expect(page.total).toBe(12);
    expect(page.records).toHaveLength(5);
    expect(page.records[0]).toMatchObject({
      phone: '135****8806',
      guestName: '孙佳琪',
      templateName: '预订确认',
      scene: 3,
      status: 1,
      failReason: '',
      sendTime: '2026-11-15 13:12:40',
    });
    expect(page.records[0]!.count).toBe(smsParts(String(page.records[0]!.content)));
    const last = await data(c.get<Page<Row>>(`${SMS}/getSendRecorde`, { pageNumber: 3, pageSize: 5 }));
    expect(last.records.map((r) => r.sendTime)).toEqual(['2026-11-02 14:02:11', '2026-11-01 20:15:32']);
    const failed = await data(c.get<Page<Row>>(`${SMS}/getSendRecorde`, { status: 0 }));
    expect(failed.records.map((r) => r.failReason)).toEqual(['用户已退订短信', '号码已停机']);
    expect((await data(c.get<Page<Row>>(`${SMS}/getSendRecorde`, { phone: '6721' }))).total).toBe(3);
    expect((await data(c.get<Page<Row>>(`${SMS}/getSendRecorde`, { templateId: 2 }))).total).toBe(4);
    expect((await data((await owner(1006)).get<Page<Row>>(`${SMS}/getSendRecorde`))).total).toBe(3);
  });

  it('pages the SMS pack orders of the place (licenseType 7 only)', async () => {
    const c = await owner(1006);
    const page = await data(c.get<Page<Row>>(`${SMS}/getBuyRecorde`));
    expect(page.records.map((r) => [r.planName, r.num, r.price, r.payStatus])).toEqual([
      ['5000条', 5000, 280, 2],
      ['1000条', 1000, 60, 1],
    ]);
    expect(page.records[1]).toMatchObject({ payChannel: 10000, buyTime: '2026-10-25 17:18:09' });
    expect(String(page.records[1]!.outTradeNo)).toMatch(/^SM/);
    expect((await data(c.get<Page<Row>>(`${SMS}/getBuyRecorde`, { payStatus: 1 }))).total).toBe(1);
    const orders = mockDb().table(LICENCE_TABLES.order);
    expect(orders.filter((o) => o.placeId === 1001).length).toBeGreaterThan(1);
    expect(
      (await data((await owner()).get<Page<Row>>(`${SMS}/getBuyRecorde`))).records.map((r) => r.planName),
    ).toEqual(['5000条']);
  });
});

describe('notices (businessNotice)', () => {
  const body = (c: TestClient, extra: Record<string, unknown> = {}) =>
    c.post<Page<Row>>(`${NOTICE}/list`, { pageNumber: 1, pageSize: 10, ...extra }).then((r) => r.body.data);
  const positionIds = async (c: TestClient, ...names: string[]) =>
    (await data(c.get<Row[]>(POSITIONS)))
      .filter((p) => names.includes(String(p.positionName)))
      .map((p) => p.id);

  it('lists the notices newest first with the positions they are addressed to', async () => {
    const c = await owner();
    const page = await body(c);
    expect(page.records.map((r) => [r.title, r.status, r.publishTime])).toEqual([
      ['消防安全检查通知', 1, '2026-11-16 09:00:00'],
      ['双十一期间排班安排', 1, '2026-11-08 18:30:00'],
      ['10月财务对账说明', 0, '2026-11-01 10:00:00'],
    ]);
    expect(page.records[0]!.positionNames).toEqual(['店长', '前台', '客房', '财务', '保洁']);
    expect(page.records[1]!.positionNames).toEqual(['前台', '客房', '保洁']);
    expect((await body(c, { status: 1 })).total).toBe(2);
    expect((await body(c, { title: '排班' })).total).toBe(1);
    const [finance] = await positionIds(c, '财务');
    expect((await body(c, { positionIds: finance })).records.map((r) => r.title)).toEqual([
      '消防安全检查通知',
      '10月财务对账说明',
    ]);
    expect((await body(await owner(1006))).total).toBe(1);
  });

  it('checks a new notice and stores its body as written', async () => {
    const c = await owner();
    const ids = await positionIds(c, '前台', '保洁');
    const good = { title: '年终大扫除', content: '<p>周六全员大扫除</p>', positionIds: ids };
    const add = (patch: Record<string, unknown>) => post(c, `${NOTICE}/add`, { ...good, ...patch });
    expect(await add({ title: ' ' })).toEqual(fieldError('title', '输入不可以为空'));
    expect(await add({ title: '通'.repeat(51) })).toEqual(fieldError('title', '所输入内容最多为50个字符'));
    expect(await add({ content: '<p><br></p>' })).toEqual(fieldError('content', '请输入公告内容'));
    expect(await add({ content: `<p>${'长'.repeat(20_001)}</p>` })).toEqual(
      fieldError('content', '公告内容过长'),
    );
    expect(await add({ positionIds: [] })).toEqual(fieldError('positionIds', '请选择接收岗位'));
    expect(await add({ positionIds: undefined })).toEqual(fieldError('positionIds', '请选择接收岗位'));
    const [elsewhere] = await positionIds(await owner(1006), '前台');
    expect(await add({ positionIds: [ids[0], elsewhere] })).toEqual(
      fieldError('positionIds', '接收岗位不存在'),
    );

    // the mock keeps markup as sent: the console sanitises whatever it shows
    const hostile = '<p>看图<img src=x onerror=alert(1)></p><svg><script>alert(2)</script></svg>';
    expect(await add({ content: hostile, positionIds: [...ids, String(ids[0])] })).toMatchObject({
      code: 200,
      msg: '新增成功',
    });
    const [row] = (await body(c)).records;
    expect(row).toMatchObject({
      title: '年终大扫除',
      content: hostile,
      positionIds: ids,
      positionNames: ['前台', '保洁'],
      status: 1,
      publishTime: '2026-11-21 10:00:00',
    });
    // a picture alone is content
    expect(
      await add({ title: '海报', content: '<p><img src="https://img.example/a.png"></p>' }),
    ).toMatchObject({
      code: 200,
    });
  });

  it('edits, enables and disables (enabling publishes anew) and deletes', async () => {
    const c = await owner();
    const finance = (await body(c)).records.find((r) => r.title === '10月财务对账说明');
    const boss = await positionIds(c, '店长');
    expect(
      await post(c, `${NOTICE}/edit`, { id: finance!.id, title: '10月对账', positionIds: boss }),
    ).toEqual(done('更新成功'));
    expect(await post(c, `${NOTICE}/enableOrDisable`, { id: finance!.id, status: 1 })).toEqual(
      done('更新成功'),
    );
    const edited = async () => (await body(c)).records.find((r) => r.id === finance!.id);
    expect(await edited()).toMatchObject({
      title: '10月对账',
      positionNames: ['店长'],
      status: 1,
      publishTime: '2026-11-21 10:00:00',
    });
    expect(await post(c, `${NOTICE}/enableOrDisable`, { id: finance!.id, status: 0 })).toEqual(
      done('更新成功'),
    );
    expect(await edited()).toMatchObject({ status: 0, publishTime: '2026-11-21 10:00:00' });
    expect(await post(c, `${NOTICE}/enableOrDisable`, { id: finance!.id, status: 5 })).toEqual(
      refusal('状态值不正确'),
    );
    const other = await owner(1006);
    expect(await post(other, `${NOTICE}/enableOrDisable`, { id: finance!.id, status: 1 })).toEqual(
      refusal('数据不存在或已被删除'),
    );
    expect(await post(other, `${NOTICE}/delete`, { id: finance!.id })).toEqual(
      refusal('数据不存在或已被删除'),
    );
    expect(await post(c, `${NOTICE}/delete`, { id: finance!.id })).toEqual(done('删除成功'));
    expect((await body(c)).total).toBe(2);
  });
});
