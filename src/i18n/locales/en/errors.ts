import type { Messages } from '../zh';

export const errors: Messages['errors'] = {
  gateway: 'Gateway error',
  network: 'Network error',
  timeout: 'The request timed out. Check the network and try again',
  sessionExpired: 'Your session has expired. Please sign in again',
  quotaTitle: 'Notice',
  buy: 'Buy now >>',
  expand: 'Expand capacity >>',
  notFoundTitle: 'Page not found',
  notFoundBody: 'The page you asked for does not exist or has been removed.',
  forbiddenTitle: 'Access denied',
  forbiddenBody: 'You are not allowed to open this page. Ask your administrator.',
  serverTitle: 'Server error',
  serverBody: 'The service is unavailable right now. Please try again later.',
  crashTitle: 'Something went wrong',
  crashBody: 'This page hit an unexpected error. Retry or go back home.',
};
