import type { Messages } from '../zh';

export const home: Messages['home'] = {
  title: 'Home',
  greeting: 'Hello, {{name}}',
  currentPlace: 'Current place',
  placeType: 'Place type',
  edition: 'Edition',
  shellComing:
    'The full workspace (menu, tabs, top bar) arrives in the next release; use the menu below meanwhile.',
  menu: 'My menu',
  permissions: 'Granted actions',
  permissionCount: '{{count}} in all',
  notAvailableTitle: 'Coming soon',
  notAvailableBody: 'The “{{name}}” page is not available yet.',
};
