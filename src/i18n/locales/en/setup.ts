import type { Messages } from '../zh';

export const setup: Messages['setup'] = {
  title: 'Getting started',
  intro: 'Finish these five steps and you are ready to take guests.',
  progress: '{{done}} of {{total}} done',
  done: 'Done',
  todo: 'To do',
  later: 'Later',
  goTo: 'Set up: {{step}}',
  activate: 'Bought a module? Activate it',
  stepBuilding: 'Buildings & floors',
  stepRoomModel: 'Room types',
  stepRoom: 'Rooms',
  stepBilling: 'Billing rules',
  stepPayAccount: 'Payment accounts',
  hintBuilding: 'Add your buildings and their floors',
  hintRoomModel: 'Add room types with rack rates and photos',
  hintRoom: 'Add rooms floor by floor',
  hintBilling: 'Set prices for each room type',
  hintPayAccount: 'Set up WeChat Pay, Alipay and the settlement account',
};
