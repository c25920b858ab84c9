const LOCAL_ORIGIN = 'http://tate.invalid';
/** Whitespace, control characters and backslashes: none belongs in a path this app makes. */
const UNSAFE_CHARACTER = /[\s\p{Cc}\\]/u;

/** The path as a browser or a proxy might read it after decoding it again and again (`%252F` -> `%2F` -> `/`). */
function fullyDecoded(path: string): string | null {
  let current = path;
  for (let round = 0; round < 5; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

/**
 * Only same-site paths are followed after a form post; anything else goes to `fallback`. Refused: absolute and
 * protocol-relative addresses in every spelling a browser accepts (`//x`, `/\x`, `\t//x`, `/%2F/x`, `/%5Cx`),
 * because browsers drop tabs and newlines, read `\` as `/`, and something on the way may decode the path again.
 */
export function safeRedirect(to: unknown, fallback = '/home'): string {
  if (typeof to !== 'string' || !to.startsWith('/')) return fallback;
  if (UNSAFE_CHARACTER.test(to)) return fallback;
  const path = to.split(/[?#]/, 1)[0] ?? '';
  const decoded = fullyDecoded(path);
  if (decoded === null || decoded.startsWith('//') || UNSAFE_CHARACTER.test(decoded)) return fallback;
  const url = new URL(to, LOCAL_ORIGIN);
  if (url.origin !== LOCAL_ORIGIN) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
