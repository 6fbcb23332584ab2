import href from 'antd/dist/antd.css?url';

let ready: Promise<void> | null = null;

/**
 * antd's prebuilt stylesheet for the console (`AntdProviders zeroRuntime`, components/antd-providers.tsx), put first in the document's head
 * as antd's runtime styles are: the console's own stylesheets come after it and win where both say something at
 * the same specificity (the top bar's background over antd's dark header, the section menu's padding), as they
 * did when antd wrote its rules at run time. Bundled as a CSS import it would land among them, in whatever
 * order the chunks load. Resolves once it has loaded (or failed: the console still works, unstyled), so the
 * layout never paints without it; loaded once.
 */
export function loadAntdStyles(): Promise<void> {
  return (ready ??= new Promise<void>((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = () => resolve();
    link.onerror = () => resolve();
    document.head.prepend(link);
    // the tests' DOM loads no stylesheet (and fires no load event)
    if (import.meta.env.MODE === 'test') resolve();
  }));
}
