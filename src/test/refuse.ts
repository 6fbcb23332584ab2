import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';

/**
 * From now on the mock refuses a POST to `path` as the server refuses a value only it can check: code 400 with
 * `message`, put on `field` (`data.fields`).
 * @example refuseField('/business-merchant/businessPayConfig/edit', 'mchId', '该商户号已绑定其他场所');
 */
export function refuseField(path: string, field: string, message: string) {
  server.use(
    http.post(`*${path}`, () =>
      HttpResponse.json({ code: 400, msg: message, data: { fields: { [field]: message } } }),
    ),
  );
}
