import type { Context } from 'koa';
import { z } from 'zod';
import { readBody } from './request';
import type { RequestField } from './routes';

/** Strapi's policy context: a copy of the Koa context's own properties (request, state, the path's params). */
type FieldContext = Pick<Context, 'request' | 'state' | 'params'>;

const anyFields = z.record(z.unknown());
const id = z.string().trim().min(1).max(64);

/**
 * A named id, or nothing. A value that is not an id is left to the endpoint, whose own input schema refuses it with
 * its own words: a route policy that reads a field never answers for its shape.
 */
function idIn(values: unknown, name: string): string | undefined {
  const value = anyFields.safeParse(values);
  const parsed = id.safeParse(value.success ? value.data[name] : undefined);
  return parsed.success ? parsed.data : undefined;
}

/** The id a route policy reads from the request: `body.<name>`, `query.<name>` or `params.<name>` (src/http/routes.ts). */
export function idField(context: FieldContext, field: RequestField): string | undefined {
  const [source, ...rest] = field.split('.');
  const name = rest.join('.');
  if (source === 'body') return idIn(readBody(context, anyFields), name);
  return idIn(source === 'query' ? context.request.query : context.params, name);
}
