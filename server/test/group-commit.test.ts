import { describe, expect, it } from 'vitest';
import { GroupCommit } from '../db/group-commit.ts';

/** A commitBatch that records its batches and can be told to fail or to hold a commit open. */
function recorder() {
  const batches: number[][] = [];
  let failNext = false;
  let hold: Promise<void> | undefined;
  const commit = async (writes: number[]) => {
    batches.push(writes);
    if (hold) await hold;
    if (failNext) {
      failNext = false;
      throw new Error('disk full');
    }
    return writes.map((w) => w * 10);
  };
  return {
    batches,
    commit,
    failOnce: () => {
      failNext = true;
    },
    holdUntil: (p: Promise<void>) => {
      hold = p;
    },
  };
}

describe('GroupCommit', () => {
  it('commits writes that arrive together in one batch and answers each with its own result', async () => {
    const r = recorder();
    const group = new GroupCommit(r.commit);
    const results = await Promise.all([1, 2, 3].map((w) => group.add(w)));
    expect(results).toEqual([10, 20, 30]);
    expect(r.batches).toEqual([[1, 2, 3]]);
  });

  it('puts writes arriving during a commit into the next batch', async () => {
    const r = recorder();
    let release = () => {};
    r.holdUntil(new Promise<void>((resolve) => (release = resolve)));
    const group = new GroupCommit(r.commit);
    const first = group.add(1);
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    expect(r.batches).toEqual([[1]]);
    const later = [group.add(2), group.add(3)];
    release();
    expect(await Promise.all([first, ...later])).toEqual([10, 20, 30]);
    expect(r.batches).toEqual([[1], [2, 3]]);
  });

  it('fails only the batch whose commit threw, and goes on with the next', async () => {
    const r = recorder();
    const group = new GroupCommit(r.commit);
    r.failOnce();
    const failed = Promise.allSettled([group.add(1), group.add(2)]);
    expect((await failed).map((s) => s.status)).toEqual(['rejected', 'rejected']);
    expect(await group.add(3)).toBe(30);
  });

  it('caps the batch size', async () => {
    const r = recorder();
    const group = new GroupCommit(r.commit, 2);
    await Promise.all([1, 2, 3, 4, 5].map((w) => group.add(w)));
    expect(r.batches).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('drain waits for every write handed over', async () => {
    const r = recorder();
    const group = new GroupCommit(r.commit);
    const done: number[] = [];
    for (const w of [1, 2]) void group.add(w).then((x) => done.push(x));
    await group.drain();
    expect(done).toEqual([10, 20]);
    await group.drain(); // nothing pending: resolves at once
  });
});
