#!/usr/bin/env node
// Compares two V8 heap snapshots by constructor: what the second holds more of (count and self size).
//   node scripts/heap-diff.mjs .bench/tags-1.heapsnapshot .bench/tags-2.heapsnapshot [top=30]
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** Count and self size per constructor (`type:name`, e.g. `code:(code)` for V8's compiled code). */
export function summary(file) {
  const snap = JSON.parse(readFileSync(file, 'utf8'));
  const {
    node_fields: fields,
    node_types: [types],
  } = snap.snapshot.meta;
  const width = fields.length;
  const at = (name) => fields.indexOf(name);
  const [typeAt, nameAt, sizeAt] = [at('type'), at('name'), at('self_size')];
  const out = new Map();
  for (let i = 0; i < snap.nodes.length; i += width) {
    const type = types[snap.nodes[i + typeAt]];
    const name = type === 'object' || type === 'closure' ? snap.strings[snap.nodes[i + nameAt]] : `(${type})`;
    const key = `${type}:${name}`.slice(0, 120);
    const e = out.get(key) ?? { count: 0, size: 0 };
    e.count += 1;
    e.size += snap.nodes[i + sizeAt];
    out.set(key, e);
  }
  return out;
}

/** What `after` holds more of than `before`, largest first, and the total (bytes). */
export function heapDiff(before, after) {
  const rows = [...after].map(([key, e]) => {
    const p = before.get(key) ?? { count: 0, size: 0 };
    return { key, count: e.count - p.count, size: e.size - p.size };
  });
  rows.sort((x, y) => y.size - x.size);
  return { rows, total: rows.reduce((s, r) => s + r.size, 0) };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [a, b, top = '30'] = process.argv.slice(2);
  const { rows, total } = heapDiff(summary(a), summary(b));
  console.log(`self size difference: ${(total / 1024).toFixed(1)} kB`);
  for (const r of rows.slice(0, Number(top)))
    console.log(`${(r.size / 1024).toFixed(1).padStart(9)} kB ${String(r.count).padStart(7)}  ${r.key}`);
}
