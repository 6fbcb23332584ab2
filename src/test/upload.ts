import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';

/* The file service's upload (what ImageUpload, FileUpload and the rich text editor post to), as tests bend it. */
const UPLOAD = '*/common-system/minio/upload';

/**
 * The next upload fails as the file service does when it cannot store a file: code 500 with `message`; the ones
 * after it reach the mock as usual.
 * @example failNextUpload('文件服务暂不可用');
 */
export function failNextUpload(message: string): void {
  server.use(
    http.post(UPLOAD, () => HttpResponse.json({ code: 500, msg: message, data: null }), { once: true }),
  );
}

/**
 * Hold the next upload until the answered `release` is called, then let the mock answer it: for what a page
 * shows while a file is on its way.
 * @example const release = holdNextUpload(); … release(); await waitFor(() => expect(last()).toHaveLength(1));
 */
export function holdNextUpload(): () => void {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  server.use(http.post(UPLOAD, () => gate, { once: true }));
  return release;
}
