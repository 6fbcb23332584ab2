/** The table of the operators' feedback (§3 Feedback; mocks/domains/feedback/routes.ts) and the rows it stores. */
import { defineTable, type StoredRow } from '../../table';

export const FEEDBACK_TABLE = 'feedback';

/** Feedback of a user, from the place it was working at (null when it sent no place). */
export interface FeedbackRow extends StoredRow {
  placeId: number | null;
  userId: number;
  /** the editor's HTML */
  content: string;
  /** 0 (§9) */
  product: number;
  /** 0 (§9) */
  platform: number;
  createTime: string;
}

export const FEEDBACK = defineTable<FeedbackRow>(FEEDBACK_TABLE);
