import { CrudPage } from '@/crud/crud-page';
import { buildingConfig } from './building-config';

/** /roomManage/index: configuration only (building-config.ts). */
export default function BuildingPage() {
  return <CrudPage config={buildingConfig} />;
}
