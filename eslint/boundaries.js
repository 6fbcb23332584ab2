// Import boundaries of docs/architecture.md, kept by a machine rather than by memory:
// - a feature never imports another feature;
// - shared layers (api, crud, access, session, components, hooks, utils, config, i18n, realtime, domain, payment) import
//   neither features nor app; features never import app.
import path from 'node:path';

const SRC = path.resolve(import.meta.dirname, '..', 'src');
const SHARED = new Set([
  'api',
  'crud',
  'access',
  'session',
  'components',
  'hooks',
  'utils',
  'config',
  'i18n',
  'realtime',
  'domain',
  'payment',
]);

function layerOf(file) {
  const rel = path.relative(SRC, file);
  if (rel.startsWith('..')) return null;
  const [top, sub] = rel.split(path.sep);
  if (top === 'features') return { layer: 'feature', name: sub };
  if (top === 'app') return { layer: 'app' };
  if (SHARED.has(top)) return { layer: 'shared', name: top };
  return null;
}

function resolveSource(source, fromFile) {
  if (source.startsWith('@/')) return path.join(SRC, source.slice(2));
  if (source.startsWith('.')) return path.resolve(path.dirname(fromFile), source);
  return null;
}

const rule = {
  meta: { type: 'problem', schema: [], messages: { cross: '{{why}}' } },
  create(context) {
    const from = layerOf(context.filename);
    if (!from) return {};
    const check = (node) => {
      const source = node.source && node.source.value;
      if (typeof source !== 'string') return;
      const target = resolveSource(source, context.filename);
      const to = target && layerOf(target);
      if (!to) return;
      let why = null;
      if (from.layer === 'feature' && to.layer === 'feature' && to.name !== from.name)
        why = `features/${from.name} must not import features/${to.name}: compose them in app/`;
      else if (from.layer === 'feature' && to.layer === 'app') why = 'a feature must not import app/';
      else if (from.layer === 'shared' && to.layer !== 'shared')
        why = `${from.name}/ is shared code and must not import ${to.layer === 'app' ? 'app/' : 'features/'}`;
      if (why) context.report({ node: node.source, messageId: 'cross', data: { why } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'feature-boundary': rule } };
