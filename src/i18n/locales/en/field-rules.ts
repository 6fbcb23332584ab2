import type { Messages } from '../zh';

export const fieldRules: Messages['fieldRules'] = {
  digits3to12: 'Enter 3 to 12 digits',
  landline: 'Enter a valid landline number',
  url: 'Enter a valid web address starting with http:// or https://',
  ipv4: 'Enter a valid IP address',
  money: 'Enter a valid amount, with at most 2 decimals',
  rating: 'Enter a rating between 0.1 and 9.9',
  imagesBad: 'An image address is not valid',
  tooManyImages: 'Upload at most {{max}} images',
  remarkTooLong: 'The remark can have at most {{max}} characters',
  format: 'The format is not valid',
  range: 'Enter a value from {{min}} to {{max}}',
  maxLength: 'At most {{max}} characters',
  maxItems: 'Choose at most {{max}}',
  sort: 'Sort must be a whole number from 0 to 9999',
  moneyRange: 'The amount must be from {{min}} to {{max}}, with at most 2 decimals',
  count: 'The quantity must be a whole number from {{min}} to {{max}}',
  atLeast: 'Enter a number of at least {{min}}',
  atMost: 'Enter a number of at most {{max}}',
  whole: 'Enter a whole number',
  decimals: 'At most {{places}} decimal places',
};
