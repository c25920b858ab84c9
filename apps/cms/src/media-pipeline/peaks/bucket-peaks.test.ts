import { describe, expect, it } from 'vitest';
import { bucketPeaks } from './bucket-peaks';

const samples = (values: number[]) => {
  const buffer = Buffer.alloc(values.length * 2);
  values.forEach((value, index) => buffer.writeInt16LE(value, index * 2));
  return buffer;
};

describe('bucketPeaks', () => {
  it('takes the largest absolute sample of each bucket as a fraction of full scale', () => {
    expect(bucketPeaks(samples([0, 16384, -32768, 100, 0, -3277]), 3)).toEqual([0.5, 1, 0.1]);
  });

  it('gives as many values as asked for, or one per sample when there are fewer', () => {
    expect(bucketPeaks(samples(new Array(1000).fill(8192)), 400)).toHaveLength(400);
    expect(bucketPeaks(samples([1, 2]), 400)).toHaveLength(2);
    expect(bucketPeaks(Buffer.alloc(0), 400)).toEqual([]);
  });
});
