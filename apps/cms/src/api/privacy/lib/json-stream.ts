/** A value of a streamed JSON document: a plain JSON value, or rows that arrive one page at a time. */
export type StreamedValue = unknown | AsyncIterable<unknown>;

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return typeof value === 'object' && value !== null && Symbol.asyncIterator in value;
}

function indented(value: unknown, depth: number): string {
  return JSON.stringify(value, null, 2).replace(/\n/g, `\n${'  '.repeat(depth)}`);
}

/**
 * A JSON object written piece by piece, indented for people to read: plain fields as they are, row fields as an
 * array filled from their iterable, so a field with years of rows never sits in memory whole.
 */
export async function* jsonObjectText(fields: Record<string, StreamedValue>): AsyncGenerator<string> {
  const names = Object.keys(fields);
  yield '{\n';
  for (const [index, name] of names.entries()) {
    const value = fields[name];
    const comma = index < names.length - 1 ? ',' : '';
    if (!isAsyncIterable(value)) {
      yield `  ${JSON.stringify(name)}: ${indented(value, 1)}${comma}\n`;
      continue;
    }
    yield `  ${JSON.stringify(name)}: [`;
    let first = true;
    for await (const row of value) {
      yield `${first ? '' : ','}\n    ${indented(row, 2)}`;
      first = false;
    }
    yield `${first ? '' : '\n  '}]${comma}\n`;
  }
  yield '}\n';
}
