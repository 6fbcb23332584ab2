// Import boundaries of docs/architecture.md, kept by a machine rather than by memory (every file under src/
// but the test support in src/test, tests included):
// - a feature never imports another feature, nor app/;
// - app/ imports a feature only through its manifest (features/<name>/manifest.ts, listed in app/features.ts);
// - a shared layer (every other top folder of src/) imports neither features nor app/;
// - a feature's calls live in api/services: a feature imports nothing from api/client and only types from
//   api/resource;
// - domain/ is pure: no React, antd, router, i18n, query cache or HTTP, and no DOM or storage globals.
import path from 'node:path';

const SRC = path.resolve(import.meta.dirname, '..', 'src');
const SHARED = new Set([
  'access',
  'api',
  'components',
  'config',
  'crud',
  'domain',
  'hooks',
  'i18n',
  'payment',
  'realtime',
  'session',
  'settings',
  'utils',
]);

/** Packages domain/ must not import: it runs in the mock (node) and under every view. */
const NOT_IN_DOMAIN = [
  /^react($|[-/])/,
  /^antd($|\/)/,
  /^@ant-design\//,
  /^@tanstack\//,
  /^i18next/,
  /^axios($|\/)/,
  /^dompurify$/,
  /^zustand($|\/)/,
];

/** Browser globals domain/ must not touch. */
const DOM_GLOBALS = new Set([
  'window',
  'document',
  'navigator',
  'location',
  'history',
  'localStorage',
  'sessionStorage',
  'indexedDB',
  'XMLHttpRequest',
  'WebSocket',
  'alert',
  'confirm',
]);

const MANIFEST = /^manifest(\.tsx?)?$/;

function layerOf(file) {
  const rel = path.relative(SRC, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const [top, sub, ...rest] = rel.split(path.sep);
  if (top === 'features' && sub) {
    return { layer: 'feature', name: sub, manifest: rest.length === 1 && MANIFEST.test(rest[0]) };
  }
  if (top === 'app') return { layer: 'app', name: 'app' };
  if (SHARED.has(top)) return { layer: 'shared', name: top };
  return null;
}

function resolveSource(source, fromFile) {
  if (source.startsWith('@/')) return path.join(SRC, source.slice(2));
  if (source.startsWith('.')) return path.resolve(path.dirname(fromFile), source);
  return null;
}

/** A module path without its extension, relative to src/ (`api/client`). */
const srcPath = (file) =>
  path
    .relative(SRC, file)
    .split(path.sep)
    .join('/')
    .replace(/\.(tsx?|jsx?)$/, '');

/** True when the statement imports or re-exports types only. */
function typeOnly(node) {
  if (node.importKind === 'type' || node.exportKind === 'type') return true;
  const specs = node.specifiers ?? [];
  return specs.length > 0 && specs.every((s) => s.importKind === 'type' || s.exportKind === 'type');
}

function crossing(from, to) {
  if (from.layer === 'feature') {
    if (to.layer === 'feature' && to.name !== from.name)
      return `features/${from.name} must not import features/${to.name}: compose them in app/`;
    if (to.layer === 'app') return 'a feature must not import app/';
    return null;
  }
  if (from.layer === 'app') {
    if (to.layer === 'feature' && !to.manifest)
      return `app/ imports features/${to.name} only through its manifest (features/${to.name}/manifest.ts)`;
    return null;
  }
  if (to.layer === 'feature' || to.layer === 'app')
    return `${from.name}/ is shared code and must not import ${to.layer === 'app' ? 'app/' : 'features/'}`;
  if (from.name === 'domain' && to.name !== 'domain' && to.name !== 'utils')
    return `domain/ is pure rules and imports only domain/ and utils/, not ${to.name}/`;
  return null;
}

const rule = {
  meta: { type: 'problem', schema: [], messages: { cross: '{{why}}' } },
  create(context) {
    const from = layerOf(context.filename);
    if (!from) return {};
    const report = (node, why) => context.report({ node, messageId: 'cross', data: { why } });

    const check = (node) => {
      const source = node.source && node.source.value;
      if (typeof source !== 'string') return;
      if (from.name === 'domain' && NOT_IN_DOMAIN.some((re) => re.test(source))) {
        report(node.source, `domain/ is pure rules and must not import ${source}`);
        return;
      }
      const target = resolveSource(source, context.filename);
      const to = target && layerOf(target);
      if (!to) return;
      const why = crossing(from, to);
      if (why) {
        report(node.source, why);
        return;
      }
      const api = srcPath(target);
      if (from.layer === 'feature') {
        if (api === 'api/client')
          report(node.source, 'a feature calls the server through api/services, not api/client');
        else if (api === 'api/resource' && !typeOnly(node))
          report(
            node.source,
            'a feature imports only types from api/resource: its resources live in api/services',
          );
      }
    };

    const domainGlobals = (program) => {
      const scope = context.sourceCode.getScope(program);
      const refs = [
        ...scope.variables.filter((v) => DOM_GLOBALS.has(v.name)).flatMap((v) => v.references),
        ...scope.through.filter((r) => DOM_GLOBALS.has(r.identifier.name)),
      ];
      for (const ref of refs)
        report(ref.identifier, `domain/ is pure rules and must not use the browser's ${ref.identifier.name}`);
    };

    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
      ...(from.name === 'domain' ? { 'Program:exit': domainGlobals } : {}),
    };
  },
};

export default { rules: { 'feature-boundary': rule } };
