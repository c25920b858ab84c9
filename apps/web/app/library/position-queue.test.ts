import { describe, expect, it } from 'vitest';
import { createPositionQueue, type SendOutcome } from './position-queue';

type Position = { childId: string; time: number };

function harness(outcomes: SendOutcome[]) {
  const sent: Position[] = [];
  const queue = createPositionQueue<Position>({
    keyOf: (position) => position.childId,
    send: async (position) => {
      sent.push(position);
      return outcomes.shift() ?? 'saved';
    },
    retryDelaysMs: [1, 1, 1],
    sleep: () => Promise.resolve(),
  });
  return { queue, sent };
}

describe('createPositionQueue', () => {
  it('retries a failed send until the server stores it', async () => {
    const { queue, sent } = harness(['failed', 'failed', 'saved']);
    await queue.save({ childId: 'a', time: 10 });
    expect(sent.map((position) => position.time)).toEqual([10, 10, 10]);
  });

  it('sends only the newest waiting position of a child, and never an older one after it', async () => {
    const { queue, sent } = harness(['failed']);
    const first = queue.save({ childId: 'a', time: 10 });
    void queue.save({ childId: 'a', time: 15 });
    void queue.save({ childId: 'a', time: 20 });
    await first;
    expect(sent.map((position) => position.time)).toEqual([10, 20]);
  });

  it('keeps children apart', async () => {
    const { queue, sent } = harness([]);
    await Promise.all([queue.save({ childId: 'a', time: 1 }), queue.save({ childId: 'b', time: 2 })]);
    expect(sent).toEqual([
      { childId: 'a', time: 1 },
      { childId: 'b', time: 2 },
    ]);
  });

  it('gives up after the last pause and says so', async () => {
    const { queue, sent } = harness(['failed', 'failed', 'failed', 'failed']);
    await expect(queue.save({ childId: 'a', time: 10 })).rejects.toThrow('could not be sent');
    expect(sent).toHaveLength(4);
  });

  it('does not retry a refused position', async () => {
    const { queue, sent } = harness(['refused']);
    await expect(queue.save({ childId: 'a', time: 10 })).rejects.toThrow('refused');
    expect(sent).toHaveLength(1);
  });
});
