import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/** axe-core as @axe-core/playwright ships it (the version that package pins) */
const fromAxePlaywright = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
const AXE_SOURCE = readFileSync(fromAxePlaywright.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Accessibility checks (issue 16): axe-core's WCAG 2.1 A/AA rules on what the page shows now; a violation of
 * impact serious or critical is a finding. Every walk of menu pages runs it, so every new page is held to it.
 * A rule is let pass on a selector only through AXE_EXCEPTIONS, with the reason: only for what cannot be fixed
 * from the console's side.
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * What cannot be fixed from here, or is not fixed yet: `[rule, selector, why]`. Each entry is a finding the
 * walk knows about; a new finding anywhere else still fails it. Issue 16's note lists them as what is left.
 */
export const AXE_EXCEPTIONS: ReadonlyArray<readonly [string, string, string]> = [
  [
    'aria-required-children',
    '.ant-tabs-nav',
    "antd 6 Tabs with more tabs than fit: the tablist holds its overflow button beside the tabs (antd's markup)",
  ],
  [
    'label-title-only',
    'input[placeholder="结束时间"]',
    "antd 6 RangePicker's second input is named by its placeholder only (antd gives no prop to label it)",
  ],
  [
    'label-title-only',
    'input[placeholder="End time"]',
    "antd 6 RangePicker's second input is named by its placeholder only (antd gives no prop to label it)",
  ],
];

/**
 * The WCAG rules whose outcome can change with the interface's language: accessible names, labels, titles and
 * alternatives (a missing or empty translation), and the document's language. The English pass of the menu walk
 * runs these; colours, roles, structure and focus are the same in both languages and checked in Chinese.
 */
export const LANGUAGE_RULES: readonly string[] = [
  'area-alt',
  'aria-command-name',
  'aria-input-field-name',
  'aria-meter-name',
  'aria-progressbar-name',
  'aria-toggle-field-name',
  'aria-tooltip-name',
  'button-name',
  'document-title',
  'frame-title',
  'frame-title-unique',
  'html-has-lang',
  'html-lang-valid',
  'html-xml-lang-mismatch',
  'image-alt',
  'input-button-name',
  'input-image-alt',
  'label',
  'link-name',
  'object-alt',
  'role-img-alt',
  'select-name',
  'summary-name',
  'svg-img-alt',
  'valid-lang',
];

/**
 * The serious and critical violations on `page` now, one line each (`where: rule (impact) targets`); an empty
 * list when there are none. Scope it to part of the page with `include` (a CSS selector), and to some rules with
 * `only` (their ids; default: every rule of TAGS).
 * @example findings.push(...(await axeFindings(page, '/roomManage/index')));
 */
export async function axeFindings(
  page: Page,
  where: string,
  include?: string,
  { only }: { only?: readonly string[] } = {},
): Promise<string[]> {
  // axe runs in the page itself, injected once per document rather than once per check (a walk checks one
  // single-page document many times: 0.3–0.5 s a page saved), and reports violations only (it skips the
  // details of what passed): measured 2026-11-26, 1.1–3.1 s a page with AxeBuilder's defaults, 0.5–1.0 s in
  // its legacy mode, less again with one injection
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const options: RunOptions = {
    runOnly: only ? { type: 'rule', values: [...only] } : { type: 'tag', values: TAGS },
    resultTypes: ['violations'],
    // the console's only frame is /frame's, an external page in a sandbox (an opaque origin): not the console's
    // to check, and out of axe's reach (its messages to the frame, addressed to the console's origin, are refused
    // with a console warning); the frame element itself is still checked (frame-title)
    iframes: false,
  };
  const { violations } = await page.evaluate(
    ([context, opts]) =>
      (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<AxeResults> } }).axe.run(
        context ? { include: [context] } : document,
        opts,
      ),
    [include ?? null, options] as const,
  );
  const excepted = (rule: string, target: string) =>
    AXE_EXCEPTIONS.some(([r, selector]) => r === rule && target.includes(selector));
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ ...v, nodes: v.nodes.filter((n) => !excepted(v.id, n.target.join(' '))) }))
    .filter((v) => v.nodes.length > 0)
    .map(
      (v) =>
        `${where}: ${v.id} (${v.impact}) ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}${v.nodes.length > 3 ? ` (+${v.nodes.length - 3})` : ''}`,
    );
}
