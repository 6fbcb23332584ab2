import { useMemo, useState } from 'react';
import { CrudPage } from '@/crud/crud-page';
import type { Member } from '@/domain/members';
import { memberConfig } from './member-config';
import { MemberDetail } from './member-detail';
import { MemberRecharge } from './member-recharge';

/**
 * /member/list (会员列表, menu 2401): the engine's list of the place's members with add, edit and export, plus the
 * page's own 详情 (a drawer read afresh, with the recharge and consumption records in tabs) and 充值 (a dialog that
 * shows what the amount earns before it is sent). docs/members.md "Members".
 */
export default function MembersPage() {
  const [viewing, setViewing] = useState<Member | null>(null);
  const [recharging, setRecharging] = useState<Member | null>(null);
  const config = useMemo(() => memberConfig({ detail: setViewing, recharge: setRecharging }), []);
  return (
    <CrudPage config={config}>
      {viewing && (
        <MemberDetail member={viewing} onClose={() => setViewing(null)} onRecharge={setRecharging} />
      )}
      {recharging && <MemberRecharge member={recharging} onClose={() => setRecharging(null)} />}
    </CrudPage>
  );
}
