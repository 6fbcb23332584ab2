import { useState } from 'react';
import { Button, Form, Modal, Select } from 'antd';
import { WalletOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { placeKey } from '@/api/query-client';
import { members } from '@/api/services/members';
import { useCan } from '@/access/access-store';
import { MEMBER_ACTIVE, type Member } from '@/domain/members';
import { useSession } from '@/session/session-store';

/**
 * 快速充值 (the list's toolbar): the desk types a card number, a name or the last digits of a phone, picks the
 * member from the server's matches (member/getPage, searched as typed) and gets the same recharge dialog as the
 * row's 充值, for the member read afresh (member/detail). A frozen member is shown but cannot be picked.
 */
export function QuickRecharge({ onPicked }: { onPicked: (m: Member) => void }) {
  const { t } = useTranslation();
  const can = useCan('member:info:recharge');
  const [open, setOpen] = useState(false);
  const [keyword, setKeyword] = useState('');
  const [opening, setOpening] = useState<number | null>(null);
  const placeId = useSession((s) => s.place?.id ?? 0);
  const matches = useQuery({
    queryKey: placeKey(placeId, 'memberPick', keyword),
    queryFn: () => members.pick(keyword.trim()),
    enabled: open,
    staleTime: 10_000,
    placeholderData: (previous) => previous,
  });
  if (!can) return null;

  const choose = async (id: number) => {
    setOpening(id);
    try {
      const member = await members.detail(id);
      setOpen(false);
      onPicked(member);
    } catch {
      // the request layer showed why; the picker stays open for another try
    } finally {
      setOpening(null);
    }
  };

  return (
    <>
      <Button icon={<WalletOutlined />} onClick={() => setOpen(true)}>
        {t('members.quickRecharge')}
      </Button>
      <Modal
        open={open}
        title={t('members.quickRecharge')}
        onCancel={() => setOpen(false)}
        footer={null}
        destroyOnHidden
      >
        <Form layout="vertical">
          <Form.Item label={t('members.pickMember')} extra={t('members.pickMemberHint')}>
            <Select<number>
              aria-label={t('members.pickMember')}
              autoFocus
              placeholder={t('members.pickMemberPlaceholder')}
              loading={matches.isFetching || opening !== null}
              disabled={opening !== null}
              value={opening ?? undefined}
              notFoundContent={matches.isFetching ? null : t('members.noMatch')}
              showSearch={{ filterOption: false, onSearch: setKeyword, searchValue: keyword }}
              onChange={(id) => void choose(id)}
              options={(matches.data?.records ?? []).map((m) => ({
                value: m.id,
                disabled: m.status !== MEMBER_ACTIVE,
                label: [
                  m.memberName,
                  m.phone,
                  m.cardNo,
                  m.memberTypeName,
                  ...(m.status === MEMBER_ACTIVE ? [] : [t('members.statuses.0')]),
                ].join(' · '),
              }))}
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
