import type { Messages } from '../zh';

export const help: Messages['help'] = {
  title: 'Help center',
  subtitle: 'Having trouble? Check the common questions below; if that does not help, call our hotline.',
  hotline: 'Hotline',
  serviceHours: 'Service hours',
  serviceHoursValue: 'Daily 09:00-21:00 (holidays included)',
  faqTitle: 'Common questions',
  faq: {
    rooms: {
      q: 'How do I add rooms?',
      a: 'Open Room management. Create buildings and floors under Buildings & floors, set up room types under Room types, then enter the room numbers floor by floor under Room info and pick their type. Rooms can be added in bulk.',
    },
    billing: {
      q: 'How do billing rules work?',
      a: 'Each room type needs full-day and hourly prices under Billing rules; members, corporate accounts and holidays can have prices of their own. Check-in picks the rule by the time of stay and prices the order automatically; a change applies to later orders only.',
    },
    switchPlace: {
      q: 'I run several places. How do I switch between them?',
      a: 'Click the place name in the top bar and choose the place to enter. Menus, permissions and data follow the place; the data of different places never mix.',
    },
    buyModules: {
      q: 'How do I buy modules or more rooms?',
      a: 'As the owner, open Upgrade & purchase, choose the module, room package or SMS pack, tick the purchase agreement and pay by scanning the Alipay or WeChat code. Purchases appear under My apps; activation codes you bought are redeemed under Activate module.',
    },
    lockScreen: {
      q: 'What does the lock screen do?',
      a: 'When you leave the front desk, click the lock button in the top bar, or set an automatic lock after inactivity in Preferences. The page is covered until the password of the signed-in account is entered; you stay signed in.',
    },
    forgotPassword: {
      q: 'I forgot my password.',
      a: 'Click Forgot password on the login page, enter the mobile number you registered with and the SMS code, then set a new password. If that number is no longer in use, call our hotline.',
    },
  },
  backToLogin: 'Back to login',
  forgotPassword: 'Reset password',
};
