import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerOf, dataOf, dataWithCodeOf, foundOf, okDataOf, outcomeOf, refusalDataOf } from './envelope.server';
import { CmsError } from './errors.server';

const schema = z.object({ name: z.string() });
const ok = { response_code: 200, response_message: 'Found', response_data: { name: 'Ana' } };
const refused = { response_code: 400, response_message: 'Invalid email or password' };

function thrown(read: () => unknown): CmsError {
  try {
    read();
  } catch (error) {
    if (error instanceof CmsError) return error;
    throw error;
  }
  throw new Error('nothing was thrown');
}

describe('the envelope reader', () => {
  it('gives the parsed data of a 200', () => {
    expect(dataOf('children/1', ok, schema)).toEqual({ name: 'Ana' });
    expect(okDataOf('category/all', ok)).toEqual({ name: 'Ana' });
  });

  it('makes any other code a status CmsError carrying the code', () => {
    for (const code of [201, 400, 401, 404, 500]) {
      const error = thrown(() => dataOf('children/all', { response_code: code, response_message: 'No' }, schema));
      expect(error).toMatchObject({ kind: 'status', status: code, message: `The content service answered ${code} for /api/children/all` });
    }
    expect(thrown(() => okDataOf('/category/all', refused))).toMatchObject({ kind: 'status', status: 400 });
  });

  it('makes a 200 of an unexpected shape an invalid CmsError naming the path and the field', () => {
    const error = thrown(() => dataOf('getDetail', { ...ok, response_data: { name: 7 } }, schema));
    expect(error.kind).toBe('invalid');
    expect(error.message).toContain('/api/getDetail: name:');
  });

  it('reads a 404 or a 400 as not found and still fails on other codes', () => {
    expect(foundOf('children/:id', ok, schema)).toEqual({ name: 'Ana' });
    expect(foundOf('children/:id', { response_code: 404, response_message: 'Child not found' }, schema)).toBeNull();
    expect(foundOf('children/:id', refused, schema)).toBeNull();
    expect(thrown(() => foundOf('children/:id', { response_code: 503, response_message: 'Busy' }, schema))).toMatchObject({ status: 503 });
  });

  it('gives the code and message of the answers a form shows', () => {
    expect(outcomeOf(refused)).toEqual({ code: 400, message: 'Invalid email or password' });
    expect(outcomeOf(ok)).toEqual({ code: 200, message: 'Found' });
  });

  it('adds the parsed data of a 200 to the outcome, null for a refusal', () => {
    expect(answerOf('login', ok, schema)).toEqual({ code: 200, message: 'Found', data: { name: 'Ana' } });
    expect(answerOf('login', refused, schema)).toEqual({ code: 400, message: 'Invalid email or password', data: null });
    expect(thrown(() => answerOf('login', { ...ok, response_data: null }, schema)).kind).toBe('invalid');
  });

  it('reads the data an answer of one given code carries, null for another code', () => {
    const expired = { response_code: 201, response_message: 'Plan expired', response_data: { name: 'Ana' } };
    expect(dataWithCodeOf('login', expired, 201, schema)).toEqual({ name: 'Ana' });
    expect(dataWithCodeOf('login', ok, 201, schema)).toBeNull();
    expect(thrown(() => dataWithCodeOf('login', { ...expired, response_data: {} }, 201, schema)).kind).toBe('invalid');
  });

  it("hands on a refusal's data as sent, and none for a 200", () => {
    expect(refusalDataOf({ ...refused, response_data: { field: 'routine' } })).toEqual({ field: 'routine' });
    expect(refusalDataOf(ok)).toBeUndefined();
  });
});
