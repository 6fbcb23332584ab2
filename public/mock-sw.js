/*
 * The demo build's service worker (mocks/browser.ts registers it). msw's worker hands every request of the page
 * to the page's mock handlers and waits for their answer; the console's own files — script chunks, styles,
 * fonts, images — have no handler, and sending each through the page cost a round trip on every load. Static
 * files go straight to the network here: a fetch listener that does not answer and stops the event leaves the
 * request to the browser as if no worker were installed.
 */
const STATIC = /^\/(assets|brand|mock-assets)\/|^\/[\w.-]+\.(?:svg|png|ico|js|css|woff2?|html)$/;

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.origin === self.location.origin && STATIC.test(url.pathname)) event.stopImmediatePropagation();
});

importScripts('./mockServiceWorker.js');
