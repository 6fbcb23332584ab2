import type { Messages } from '../zh';

export const netbar: Messages['netbar'] = {
  logTitle: 'Seat Sessions',
  no: 'Session no.',
  seatNo: 'Seat',
  areaName: 'Area',
  areas: { 1: 'Hall', 2: 'E-sports zone', 3: 'Private room' },
  memberName: 'Member / card',
  levelName: 'Level',
  day: 'Session day',
  startTime: 'Started',
  endTime: 'Ended',
  minutes: 'Duration',
  duration: '{{h}} h {{m}} min',
  fee: 'Online fee',
  status: 'State',
  sessionStatus: { 1: 'On a seat', 2: 'Left' },
};
