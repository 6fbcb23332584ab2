import type { Messages } from '../zh';

export const feedback: Messages['feedback'] = {
  open: 'Feedback',
  title: 'Feedback',
  placeholder: 'Describe the problem or your suggestion; screenshots welcome',
  empty: 'Feedback cannot be empty',
  cancel: 'Cancel',
  submit: 'Submit',
};
