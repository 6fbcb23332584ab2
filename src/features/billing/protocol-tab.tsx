import { CrudPage } from '@/crud/crud-page';
import { protocolConfig } from './protocol-config';

/** /feeRule/index?tab=protocol: corporate protocols and their agreed prices per room type. */
export default function ProtocolTab() {
  return <CrudPage config={protocolConfig} />;
}
