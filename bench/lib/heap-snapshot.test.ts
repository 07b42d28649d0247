import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import { describe, expect, it } from 'vitest';
import { heapGrowthPer, readHeapSnapshot, summariseHeapSnapshot } from './heap-snapshot.ts';

/** A snapshot in V8's format with the given nodes (type index, name index, self size). */
function snapshotOf(nodes: Array<[number, number, number]>, strings: string[]) {
  return {
    snapshot: {
      meta: {
        node_fields: ['type', 'name', 'id', 'self_size', 'edge_count'],
        node_types: [['hidden', 'object', 'closure', 'string']] as [string[]],
      },
    },
    nodes: nodes.flatMap(([type, name, size], id) => [type, name, id, size, 0]),
    strings,
  };
}

describe('heap snapshot summary', () => {
  it('groups objects by constructor, closures by name, and strings by kind alone', () => {
    const summary = summariseHeapSnapshot(
      snapshotOf(
        [
          [1, 0, 100],
          [1, 0, 60],
          [2, 1, 32],
          [3, 2, 20],
          [3, 3, 24],
        ],
        ['Socket', 'onMessage', 'token-a', 'token-b'],
      ),
    );
    expect(summary.totalBytes).toBe(236);
    expect(summary.nodes).toBe(5);
    expect(summary.groups.get('object Socket')).toEqual({ key: 'object Socket', count: 2, bytes: 160 });
    expect(summary.groups.get('closure onMessage')).toEqual({
      key: 'closure onMessage',
      count: 1,
      bytes: 32,
    });
    expect(summary.groups.get('string')).toEqual({ key: 'string', count: 2, bytes: 44 });
  });

  it('gives the growth per unit between two snapshots, largest first, a kind that vanished as negative', () => {
    const strings = ['Socket', 'Timeout'];
    const before = summariseHeapSnapshot(snapshotOf([[1, 1, 50]], strings));
    const after = summariseHeapSnapshot(
      snapshotOf(
        [
          [1, 0, 200],
          [1, 0, 200],
        ],
        strings,
      ),
    );
    expect(heapGrowthPer(before, after, 2)).toEqual([
      { key: 'object Socket', count: 1, bytes: 200 },
      { key: 'object Timeout', count: -0.5, bytes: -25 },
    ]);
  });

  it('reads a real snapshot written by this process', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'heap-snapshot-'));
    try {
      class KeptForTheSnapshot {
        constructor(readonly index: number) {}
      }
      const kept = Array.from({ length: 1000 }, (_, index) => new KeptForTheSnapshot(index));
      const summary = readHeapSnapshot(v8.writeHeapSnapshot(path.join(dir, 'test.heapsnapshot')));
      expect(kept).toHaveLength(1000);
      expect(summary.groups.get('object KeptForTheSnapshot')?.count).toBe(1000);
      expect(summary.totalBytes).toBeGreaterThan(1_000_000);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
