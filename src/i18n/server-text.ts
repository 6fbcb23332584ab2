import { i18n } from './i18n';

/*
 * The server answers in Chinese (新增成功, 网关异常, 该身份证号已在黑名单中 …), and most of what it says is a string the
 * console holds too: the declarations' rule messages, the spec's fixed answers. In English such a message is shown
 * as the console's English for the same key; a message the console does not know (a name filled in, a reason of
 * the server's own) stays as the server wrote it.
 */

/** Chinese text → its locale key, over the Chinese strings i18next holds (built again when a bundle is added). */
let index: Map<string, string> | null = null;
i18n.on('added', () => {
  index = null;
});

function indexOf(): Map<string, string> {
  if (index) return index;
  const built = new Map<string, string>();
  const walk = (node: unknown, path: string) => {
    if (typeof node === 'string') {
      // a text with {{values}} never equals what the server sent (it fills them in); the first key of a text wins
      if (!node.includes('{{') && !built.has(node)) built.set(node, path);
    } else if (node && typeof node === 'object')
      for (const [k, v] of Object.entries(node)) walk(v, path ? `${path}.${k}` : k);
  };
  walk(i18n.getResourceBundle('zh', 'translation'), '');
  index = built;
  return built;
}

/**
 * What the server said, in the user's language when the console knows it: in zh as sent; in English the
 * English of the locale key whose Chinese it is, else as sent.
 * @example serverText('新增成功') // 'Added' in English, '新增成功' in Chinese
 */
export function serverText(msg: string): string {
  if (!msg || i18n.language !== 'en') return msg;
  const key = indexOf().get(msg.trim());
  if (!key) return msg;
  const english = i18n.getResource('en', 'translation', key) as unknown;
  return typeof english === 'string' ? english : msg;
}
