import { createTimeField, phoneField } from '@/crud/field-presets';
import { defineCrud } from '@/crud/types';
import { blacklistEntity, type BlacklistEntry } from '@/domain/members';

/**
 * /member/blacklist (黑名单): the guests the desk must not take, by ID number. A plain entity: its rules, calls,
 * keys and menu node are the declaration's (src/domain/members.ts); this file is its page
 * by its name (`crudFiles`).
 */
export default defineCrud<BlacklistEntry, Partial<BlacklistEntry>>({
  key: 'blacklist',
  schema: blacklistEntity,
  title: 'members.blacklist.title',
  entity: 'members.blacklist.entity',
  fields: [
    { key: 'guestName', label: 'members.blacklist.guestName', search: true, column: true, form: true },
    { key: 'idCard', label: 'members.idCard', search: true, column: true, form: true, maxLength: 18 },
    phoneField('members'),
    {
      key: 'reason',
      label: 'members.blacklist.reason',
      type: 'textarea',
      column: { ellipsis: true },
      form: true,
    },
    createTimeField('members.blacklist'),
  ],
  status: { on: 'members.blacklist.on', off: 'members.blacklist.off' },
  rowName: (r) => r.guestName,
});
