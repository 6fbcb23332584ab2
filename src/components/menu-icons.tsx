import type { ReactNode } from 'react';
import {
  AppstoreOutlined,
  BarChartOutlined,
  BuildOutlined,
  DesktopOutlined,
  ExceptionOutlined,
  FileTextOutlined,
  GiftOutlined,
  HomeOutlined,
  MessageOutlined,
  SafetyOutlined,
  SettingOutlined,
  ShopOutlined,
  SwapOutlined,
  TeamOutlined,
  UserOutlined,
  WalletOutlined,
  MenuOutlined,
} from '@ant-design/icons';

/**
 * The server sends icon keys, never markup; only keys in this whitelist render, anything else gets the
 * fallback. A test fails when the mock menus use a key missing here.
 */
export const MENU_ICONS: Record<string, ReactNode> = {
  home: <HomeOutlined />,
  building: <BuildOutlined />,
  setting: <SettingOutlined />,
  shop: <ShopOutlined />,
  team: <TeamOutlined />,
  wallet: <WalletOutlined />,
  message: <MessageOutlined />,
  app: <AppstoreOutlined />,
  'bar-chart': <BarChartOutlined />,
  swap: <SwapOutlined />,
  desktop: <DesktopOutlined />,
  gift: <GiftOutlined />,
  'file-text': <FileTextOutlined />,
  exception: <ExceptionOutlined />,
  user: <UserOutlined />,
  safety: <SafetyOutlined />,
};

export const FALLBACK_ICON = <MenuOutlined />;

export function menuIcon(key: string | undefined): ReactNode {
  return (key && MENU_ICONS[key]) || FALLBACK_ICON;
}
