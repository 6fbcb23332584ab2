import type { Messages } from '../zh';

export const home: Messages['home'] = {
  title: 'Home',
  greeting: 'Hello, {{name}}',
  currentPlace: 'Current place',
  placeType: 'Place type',
  edition: 'Edition',
  menu: 'My menu',
  notAvailableTitle: 'Coming soon',
  notAvailableBody: 'The “{{name}}” page is not available yet.',
};
