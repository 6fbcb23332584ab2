import { CrudPage } from '@/crud/crud-page';
import { serverConfig } from './server-config';

/** /roomManage/server: configuration only (server-config.ts). */
export default function ServerPage() {
  return <CrudPage config={serverConfig} />;
}
