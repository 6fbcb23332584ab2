/** The table of the system notifications (§4 Notifications; mocks/domains/notification/routes.ts) and its rows. */
import { defineTable, type StoredRow } from '../../table';

export const NOTIFICATION_TABLE = 'businessNotification';

/** A system notification of a place, as the platform sent it. */
export interface NotificationRow extends StoredRow {
  placeId: number;
  /** the platform's notice it was sent from */
  notionId: number;
  title: string;
  /** HTML, as the platform's editor writes it */
  content: string;
  sendTime: string;
  /** 0 unread, 1 read */
  status: number;
  /** 1: the console's web platform */
  receivePlatform: number;
}

export const NOTIFICATIONS = defineTable<NotificationRow>(NOTIFICATION_TABLE);
