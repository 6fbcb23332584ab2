/**
 * The entry: the console starts from ./boot.tsx. When /prepaint.js has drawn the login's frame into #root
 * (build/prepaint.ts, issue 18), the console's code waits for one frame so that frame is painted first: loaded
 * straight away, its modules would run before the browser paints anything, and the slogan (the page's largest
 * content) would wait for them. React's first render then replaces the frame with the real page, laid out the
 * same. Without a prepainted frame (any other page) the console starts at once.
 */
const start = () => void import('./boot');

if (document.getElementById('root')?.hasChildNodes()) requestAnimationFrame(() => setTimeout(start));
else start();
