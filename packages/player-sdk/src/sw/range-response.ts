/** The inclusive byte range a `Range: bytes=...` header asks for, or null when it cannot be served. */
export function parseRange(header: string, size: number): { start: number; end: number } | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || size <= 0) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Math.min(Number(last), size);
    return suffix > 0 ? { start: size - suffix, end: size - 1 } : null;
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return start <= end && start < size ? { start, end } : null;
}

/** Answers a request from a cached full response, honouring its Range header (206 or 416). */
export async function rangeResponse(request: Request, cached: Response): Promise<Response> {
  const header = request.headers.get('range');
  if (!header) return cached;
  const blob = await cached.blob();
  const range = parseRange(header, blob.size);
  const type = cached.headers.get('content-type') ?? 'application/octet-stream';
  if (!range) {
    return new Response(null, { status: 416, headers: { 'content-range': `bytes */${blob.size}` } });
  }
  const part = blob.slice(range.start, range.end + 1, type);
  return new Response(part, {
    status: 206,
    headers: {
      'content-type': type,
      'content-length': String(part.size),
      'content-range': `bytes ${range.start}-${range.end}/${blob.size}`,
      'accept-ranges': 'bytes',
    },
  });
}
