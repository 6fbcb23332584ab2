import type { Messages } from '../zh';

export const diagnostics: Messages['diagnostics'] = {
  title: 'Self-test',
  intro:
    'Checks that the console works on this PC: the server, live pushes, browser storage, the screen and speech. Look here before calling support.',
  rerun: 'Check again',
  item: 'Check',
  result: 'Result',
  detail: 'Details',
  checking: 'Checking',
  status: { ok: 'OK', warn: 'Attention', fail: 'Failed' },
  checks: {
    api: 'Server',
    push: 'Live pushes',
    storage: 'Browser storage',
    screen: 'Screen width',
    speech: 'Speech',
  },
  apiOk: 'The server answers in {{ms}} ms',
  apiSlow: 'The server is slow: {{ms}} ms; check the network',
  apiFailed: 'The server cannot be reached: {{reason}}',
  pushOpen: 'Connected: new orders and notices arrive at once',
  pushConnecting: 'Connecting: check again in a moment',
  pushDown:
    'Not connected: new orders and notices will not arrive live; reload the page or check the network',
  storageOk: 'The browser can keep the session',
  storageBlocked:
    'The browser blocks storage, so the session cannot be kept: leave private mode or change its settings',
  cookiesOff: 'Cookies are off, so the session cannot be kept',
  screenOk: 'The window is {{width}} px wide',
  screenNarrow: 'The window is {{width}} px wide; {{min}} px or more is best, some tables scroll sideways',
  speechOk: 'The browser can preview announcements',
  speechNone:
    "The browser cannot speak: announcements can't be previewed (the cafe's speakers are not affected)",
  devices: 'Devices',
  printTest: 'Print a test page',
  speechTest: 'Play a test sentence',
  speechSample: '语音播报测试，A01号机位呼叫网管',
  devicesHint:
    "The test page opens the print window with this page's results; turn the PC's speakers on before the test sentence.",
  printTitle: 'Self-test results',
};
