// Debian's Chromium and the flags it needs on these machines (../shared/STACK.md): one list for the e2e
// config and the benchmark. Without the background-networking flags the closed network refuses its calls.
/** the whole browser (headless, it runs Chrome's own headless mode): the benchmark's, closest to an operator's */
export const CHROMIUM_PATH = '/usr/bin/chromium';
/**
 * Debian's chromium-headless-shell, the same Chromium build without the browser around the page (the old headless
 * mode, which Playwright's own Chromium downloads use for headless tests): the e2e tests'. Measured 2026-11-27 on
 * this machine kind, the menu walk took 5.0 instead of 6.0 min with it, same tests, same results.
 */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
