/** /common-license: the activity banners of the top bar. Licence and order calls come with their own issue. */
import { ok, route } from '../contract';

/** An activity strategy (§3) as the banner carousel shows it. */
export interface OpenStrategy {
  id: number;
  imgUrl: string;
  title: string;
  link: string;
}

/** Images live in public/mock-assets so the demo build shows them offline. */
export const OPEN_STRATEGIES: readonly OpenStrategy[] = [
  { id: 1, imgUrl: '/mock-assets/banner-spring.svg', title: '春季房费立减活动', link: '/netBar/addActivity' },
  {
    id: 2,
    imgUrl: '/mock-assets/banner-upgrade.svg',
    title: '专业版限时8折升级',
    link: '/application/index',
  },
  {
    id: 3,
    imgUrl: '/mock-assets/banner-guide.svg',
    title: '新手指南：三步开通酒店管理',
    link: 'https://help.example.com/merchant/quick-start.html',
  },
];

export const commonLicenseHandlers = [
  route.post(
    '/common-license/strategy/getOpenStrategyList',
    { auth: true, index: true, mutates: false },
    () => ok(OPEN_STRATEGIES.map((s) => ({ ...s }))),
  ),
];
