import { requestEnvelope } from '../client';

/** §9: feedback is sent as product 0 and platform 0. */
export const FEEDBACK_PRODUCT = 0;
export const FEEDBACK_PLATFORM = 0;

export interface FeedbackInput {
  /** the editor's sanitised HTML */
  content: string;
  /** the signed-in user */
  userId: number;
}

/** POST /business-merchant/feedback/add (§7 System, §8 Feedback). */
export const feedbackApi = {
  /**
   * Resolves with the server's message (提交成功); a refusal rejects with an ApiError whose message the request
   * layer has already shown as an error (§8: any other code shows the server's message).
   * @example ui.success(await feedbackApi.add({ content, userId: user.id }));
   */
  add: async ({ content, userId }: FeedbackInput): Promise<string> =>
    (
      await requestEnvelope<unknown>({
        method: 'post',
        url: '/business-merchant/feedback/add',
        data: { content, product: FEEDBACK_PRODUCT, platform: FEEDBACK_PLATFORM, userId },
      })
    ).msg,
};
