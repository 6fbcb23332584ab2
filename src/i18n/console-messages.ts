import { i18n } from './i18n';
import { zhConsole } from './locales/zh/console';

/**
 * Import for its effect from every lazily loaded signed-in (or help) module: it adds the console's Chinese
 * strings to i18next. English always loads whole, so only Chinese is split.
 */
i18n.addResourceBundle('zh', 'translation', zhConsole, true, true);
