import type { Messages } from '../zh';

export const validation: Messages['validation'] = {
  required: 'This field is required',
  max50: 'At most 50 characters',
  text50: 'Only Chinese, letters, digits, hyphen, underscore, dot or slash',
  email: 'Enter a valid email address',
  name30: 'Use Chinese, letters, digits, hyphen or underscore',
  placeName: 'Use Chinese, letters, digits, hyphen, underscore or brackets',
  mobile: 'Enter a valid mobile number',
  positiveInt: 'Enter an integer greater than 0',
  number: 'Enter a valid number, at most 999999999',
  idCard: 'Enter a valid ID card number',
  shortNameLength: 'Name must be 1 to 8 characters',
  shortNameChars: 'Use Chinese, letters, digits or underscore',
  password: 'Password must be 6 to 16 letters and digits, with both',
  passwordRequired: 'Enter your password',
  passwordMismatch: 'The two passwords do not match',
  code6: 'Enter the 6-digit code',
  accountRequired: 'Enter your mobile number or account',
  selectRequired: 'Please choose',
};
