import { CrudPage } from '@/crud/crud-page';
import { templateConfig } from './template-config';

/** ?tab=template: the place's message templates. */
export default function TemplateTab() {
  return <CrudPage config={templateConfig} />;
}
