import type { Messages } from '../zh';

export const fieldRules: Messages['fieldRules'] = {
  digits3to12: 'Enter 3 to 12 digits',
  landline: 'Enter a valid landline number',
  url: 'Enter a valid web address starting with http:// or https://',
  ipv4: 'Enter a valid IP address',
  money: 'Enter a valid amount, with at most 2 decimals',
  rating: 'Enter a rating between 0.1 and 9.9',
};
