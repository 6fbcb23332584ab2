import type { ReactNode } from 'react';
import { ConfigProvider, type ThemeConfig } from 'antd';

const ZERO_RUNTIME: ThemeConfig = { zeroRuntime: true };

/**
 * The console's antd components take their styles from antd's prebuilt stylesheet (antd 6's zero-runtime mode)
 * instead of writing them into the page as they first render (issue 18, docs/performance.md): a page opened for
 * the first time no longer computes and inserts the rules of its Table, Form and Tabs, which was most of a menu
 * click and a good part of a reload. The theme (brand colour, light or dark, the component tokens of
 * src/settings/theme.ts) still applies: the stylesheet reads antd's CSS variables, which the providers set.
 * The signed-out pages keep the runtime styles: the stylesheet (109 kB gzip) is loaded with the console's layout
 * (`loadAntdStyles`, first in the head, as the runtime styles were), not with /login.
 */
export function StaticAntdStyles({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={ZERO_RUNTIME}>{children}</ConfigProvider>;
}
