import { describe, expect, it } from 'vitest';
import { backgroundWork, backgroundWorkSettled } from './background-work';

/** A piece of work that ends when the test says so. */
function controlled() {
  let finish!: (value: string) => void;
  let fail!: (error: Error) => void;
  const promise = new Promise<string>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return { promise, finish, fail };
}

describe('background work', () => {
  it('is waited for at shutdown, with the work it starts while shutdown waits, however each piece ends', async () => {
    const first = controlled();
    const second = controlled();
    const ended: string[] = [];
    void backgroundWork(() => first.promise).then((value) => ended.push(value));
    const failed = backgroundWork(() => second.promise).catch((error: Error) => ended.push(error.message));
    let settled = false;
    const shutdown = backgroundWorkSettled().then(() => {
      settled = true;
    });

    first.finish('publication');
    // The first piece started a third before the second ended: shutdown waits for it too.
    const third = controlled();
    void backgroundWork(() => third.promise).then((value) => ended.push(value));
    second.fail(new Error('sweep failed'));
    await failed;
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);

    third.finish('retention');
    await shutdown;
    expect(settled).toBe(true);
    expect(ended.sort()).toEqual(['publication', 'retention', 'sweep failed']);
  });

  it('settles at once when nothing runs', async () => {
    await expect(backgroundWorkSettled()).resolves.toBeUndefined();
  });
});
