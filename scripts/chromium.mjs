// Debian's Chromium and the flags it needs on these machines (../shared/STACK.md): one list for the e2e
// config and the benchmark. Without the background-networking flags the closed network refuses its calls.
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
