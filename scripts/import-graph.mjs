#!/usr/bin/env node
// The import graph between the code's units, folder by folder: server modules, and each app's features
// (with lib/, components/ and app/ as units of their own). Prints each unit's outgoing edges, the pairs
// that import each other, and the cycles between units (strongly connected groups). Test files are left
// out: they may set up data through any module.
// Usage: node scripts/import-graph.mjs [server|guest|staff] [--check]
// With --check it prints only the cycles and exits 1 if there is one (`npm run check` runs it): lint's
// import-x/no-cycle sees cycles between files, this sees them between modules and features as wholes.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

const GRAPHS = {
  server: {
    base: 'apps/server/src',
    unit: (rel) => rel.match(/^modules\/([^/]+)\//)?.[1] ?? rel.split('/')[0].replace(/\.ts$/, ''),
  },
  guest: { base: 'apps/guest-web/src', unit: featureUnit },
  staff: { base: 'apps/staff-web/src', unit: featureUnit },
};

function featureUnit(rel) {
  const feature = rel.match(/^features\/([^/]+)\//);
  return feature ? `features/${feature[1]}` : rel.split('/')[0].replace(/\.tsx?$/, '');
}

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function importsOf(file) {
  const source = fs.readFileSync(file, 'utf8');
  return [
    ...source.matchAll(/(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+'(\.[^']+)'|import\(\s*'(\.[^']+)'\s*\)/g),
  ]
    .map((match) => match[1] ?? match[2])
    .map((specifier) => path.resolve(path.dirname(file), specifier));
}

function graphOf({ base, unit }) {
  const baseDir = path.join(root, base);
  const edges = new Map();
  for (const file of sourceFiles(baseDir)) {
    const from = unit(path.relative(baseDir, file));
    for (const target of importsOf(file)) {
      const rel = path.relative(baseDir, target);
      if (rel.startsWith('..')) continue;
      const to = unit(rel);
      if (to === from) continue;
      if (!edges.has(from)) edges.set(from, new Map());
      const out = edges.get(from);
      out.set(to, (out.get(to) ?? 0) + 1);
    }
  }
  return edges;
}

/** Tarjan's strongly connected components: each group of two or more units is a cycle. */
function cycles(edges) {
  const index = new Map(),
    low = new Map(),
    stack = [],
    onStack = new Set(),
    groups = [];
  let next = 0;
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next);
    next++;
    stack.push(node);
    onStack.add(node);
    for (const to of edges.get(node)?.keys() ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node), low.get(to)));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node), index.get(to)));
    }
    if (low.get(node) === index.get(node)) {
      const group = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return groups;
}

const check = process.argv.includes('--check');
const only = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
let cyclesFound = 0;
for (const name of only ? [only] : Object.keys(GRAPHS)) {
  const edges = graphOf(GRAPHS[name]);
  const groups = cycles(edges);
  cyclesFound += groups.length;
  if (check) {
    for (const group of groups)
      console.error(`${name}: units import each other in a cycle: ${group.join(' → ')}`);
    continue;
  }
  const lines = [...edges.entries()].sort(([a], [b]) => a.localeCompare(b));
  const edgeCount = lines.reduce((sum, [, out]) => sum + out.size, 0);
  const importCount = lines.reduce((sum, [, out]) => sum + [...out.values()].reduce((a, b) => a + b, 0), 0);
  console.log(`## ${name}: ${edges.size} units, ${edgeCount} edges, ${importCount} imports across units`);
  for (const [from, out] of lines)
    console.log(
      `${from} -> ${[...out.entries()]
        .sort()
        .map(([to, count]) => `${to}(${count})`)
        .join(' ')}`,
    );
  const pairs = lines.flatMap(([from, out]) =>
    [...out.keys()].filter((to) => from < to && edges.get(to)?.has(from)).map((to) => `${from} <-> ${to}`),
  );
  console.log(`two-way pairs (${pairs.length}): ${pairs.join(', ') || 'none'}`);
  console.log(
    `cycles between units (${groups.length}): ${groups.map((group) => group.join(' → ')).join('; ') || 'none'}\n`,
  );
}
if (check && cyclesFound > 0) process.exit(1);
