import { CrudPage } from '@/crud/crud-page';
import { memberTypeConfig } from './member-type-config';

/** /member/type: the member levels on the engine, with what the order and the threshold mean above the list. */
export default function MemberTypePage() {
  return <CrudPage config={memberTypeConfig} intro="memberTypes.intro" />;
}
