import { defineCrud } from '@/crud/types';
import { noticeEntity } from '@/domain/messages';
import { noticeResource } from '@/api/services/messages';
import { positionSelectOptions } from '@/api/services/staff-employees';
import { MESSAGE_PERMS } from './options';
import { onOffOptions } from '@/crud/field-presets';

/**
 * ?tab=announcement: notices to the staff (businessNotice; §3 notice records have enable/disable, §6 positions
 * receive notices): a title (§5 free text, at most 50), a rich-text body, the positions it is addressed to and
 * the publish switch (enableOrDisable: enabling publishes it again, so the publish time is the last one). The
 * body is stored as written and only ever shown through SafeHtml.
 */
export const noticeConfig = defineCrud({
  key: 'notices',
  schema: noticeEntity,
  title: 'messages.noticeTitle',
  entity: 'messages.noticeEntity',
  resource: noticeResource,
  fields: [
    {
      key: 'title',
      label: 'messages.noticeName',
      search: true,
      column: { width: 220, fixed: 'left', ellipsis: true },
      form: true,
    },
    {
      key: 'positionIds',
      label: 'messages.positions',
      type: 'entity',
      multiple: true,
      entity: { queryKey: 'positions', load: positionSelectOptions },
      search: true,
      column: { render: (r) => r.positionNames.join('、') },
      form: true,
    },
    {
      key: 'content',
      label: 'messages.noticeContent',
      type: 'richText',
      column: { hidden: true },
      form: { wide: true },
      inputProps: { height: 260 },
    },
    {
      key: 'status',
      label: 'messages.noticeStatus',
      type: 'select',
      options: onOffOptions('messages.published', 'messages.withdrawn'),
      search: true,
    },
    { key: 'publishTime', label: 'messages.publishTime', column: { width: 170, sorter: true } },
  ],
  perms: MESSAGE_PERMS.notice,
  status: { label: 'messages.noticeStatus', on: 'messages.published', off: 'messages.withdrawn' },
  rowName: (r) => r.title,
  form: { width: 800, columns: 1 },
});
