import type { Messages } from '../zh';

export const helpDocs: Messages['helpDocs'] = {
  title: 'Help documents',
  search: 'Search documents',
  searchPlaceholder: 'A word from the title or the description',
  open: 'Open document',
  opensInNewTab: '(opens in a new tab)',
  empty: 'No help documents yet',
  noMatch: 'No document matches “{{q}}”',
  count: '{{count}} documents',
  loadFailed: 'Could not load the help documents',
  retry: 'Retry',
};
