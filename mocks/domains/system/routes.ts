/** /api/dict and /api/system. */
import { invalid, ok, route } from '../../contract';
import { text } from '../../validate';

export const SYSTEM_MSG = {
  noTypes: '字典类型不能为空',
  badBind: '场所编码或绑定码错误',
  alreadyBound: '该场所已被绑定',
} as const;

export const systemHandlers = [
  route.get('/api/dict/listByTypes', { auth: true, index: 'optional' }, ({ db, query }) => {
    const types = text(query.types)
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean);
    if (types.length === 0) invalid(SYSTEM_MSG.noTypes);
    // unknown types answer an empty list, as a dictionary table without rows would
    return ok(Object.fromEntries(types.map((t) => [t, db.data.dict[t] ?? []])));
  }),

  route.post('/api/system/bindNetbar', { auth: true, index: false }, ({ db, user, body }) => {
    const placeCode = text(body.placeCode);
    const bindCode = text(body.bindCode);
    const place = db.data.places.find((p) => p.placeType === 50 && p.placeCode === placeCode);
    // a wrong bind code says the same as a wrong place code: the answer must not confirm that a code exists
    if (!place || !placeCode || place.bindCode !== bindCode) invalid(SYSTEM_MSG.badBind);
    if (place.ownerId !== null) invalid(SYSTEM_MSG.alreadyBound);
    place.ownerId = user.id;
    db.data.memberships.push({ userId: user.id, placeId: place.id, role: 'owner' });
    return ok({ id: place.id }, '绑定成功');
  }),
];
