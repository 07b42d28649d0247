/**
 * Reads V8 heap snapshots (`node --heapsnapshot-signal`, `v8.writeHeapSnapshot`) and tells where the heap
 * grew between two of them: self sizes summed by kind of object (constructor name, closure name, or the
 * kind of string, array or native block), so "what does one more socket cost" reads off the difference
 * between a snapshot with no sockets and one with N, divided by N.
 */
import fs from 'node:fs';

/** What one kind of object adds up to in one snapshot. */
export interface HeapGroup {
  /** `object Socket`, `closure onMessage`, `string`, `native system / JSArrayBufferData`, … */
  key: string;
  count: number;
  bytes: number;
}

export interface HeapSummary {
  totalBytes: number;
  nodes: number;
  groups: Map<string, HeapGroup>;
}

/** The parts of the snapshot format read here (the file's `snapshot.meta` names the fields). */
export interface SnapshotFile {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
}

/**
 * Node types whose name is data, not a kind (a string's text, a number's value): grouped by type alone,
 * or the groups would be as many as the strings.
 */
const NAMELESS_TYPES = new Set([
  'string',
  'concatenated string',
  'sliced string',
  'number',
  'heap number',
  'bigint',
]);

export function summariseHeapSnapshot(file: SnapshotFile): HeapSummary {
  const fields = file.snapshot.meta.node_fields;
  const typeNames = file.snapshot.meta.node_types[0];
  const width = fields.length;
  const typeAt = fields.indexOf('type');
  const nameAt = fields.indexOf('name');
  const sizeAt = fields.indexOf('self_size');
  if (typeAt < 0 || nameAt < 0 || sizeAt < 0) throw new Error('not a V8 heap snapshot: node fields missing');
  const groups = new Map<string, HeapGroup>();
  let totalBytes = 0;
  for (let offset = 0; offset < file.nodes.length; offset += width) {
    const type = typeNames[file.nodes[offset + typeAt]!] ?? 'unknown';
    const bytes = file.nodes[offset + sizeAt]!;
    totalBytes += bytes;
    const key = NAMELESS_TYPES.has(type) ? type : `${type} ${file.strings[file.nodes[offset + nameAt]!]}`;
    const group = groups.get(key);
    if (group) {
      group.count += 1;
      group.bytes += bytes;
    } else groups.set(key, { key, count: 1, bytes });
  }
  return { totalBytes, nodes: file.nodes.length / width, groups };
}

export function readHeapSnapshot(path: string): HeapSummary {
  return summariseHeapSnapshot(JSON.parse(fs.readFileSync(path, 'utf8')) as SnapshotFile);
}

/** What each kind of object grew by from `before` to `after`, per `units` (sockets), largest first. */
export function heapGrowthPer(before: HeapSummary, after: HeapSummary, units: number): HeapGroup[] {
  const keys = new Set([...before.groups.keys(), ...after.groups.keys()]);
  const growth: HeapGroup[] = [];
  for (const key of keys) {
    const was = before.groups.get(key) ?? { count: 0, bytes: 0 };
    const is = after.groups.get(key) ?? { count: 0, bytes: 0 };
    growth.push({ key, count: (is.count - was.count) / units, bytes: (is.bytes - was.bytes) / units });
  }
  return growth.sort((a, b) => b.bytes - a.bytes);
}
