import { request } from '../client';

/** /common-license: the activity banners of the top bar (§2, §3 Activity strategy). */
export interface OpenStrategy {
  id: number;
  imgUrl: string;
  title: string;
  /** an in-app path (/application/index) or an external https address */
  link: string;
}

export const commonLicense = {
  openStrategies: () =>
    request<OpenStrategy[]>({
      method: 'post',
      url: '/common-license/strategy/getOpenStrategyList',
      data: {},
    }),
};
