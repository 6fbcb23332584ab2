import { Tag } from 'antd';
import { readableOn } from '@/utils/contrast';

/**
 * A member level's name on the level's colour (会员类型's 标识颜色), as every member list shows it. The merchant picks
 * any colour, so the text is black or white, whichever reads better on it (`readableOn`: always AA's 4.5 : 1,
 * which the menu walk's axe check holds the page to).
 */
export function LevelTag({ name, color }: { name: string; color?: string | null }) {
  if (!color || !/^#[0-9a-f]{6}$/i.test(color)) return <Tag>{name}</Tag>;
  return (
    <Tag color={color} variant="solid" style={{ color: readableOn(color) }}>
      {name}
    </Tag>
  );
}
