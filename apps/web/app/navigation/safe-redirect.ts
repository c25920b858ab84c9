const LOCAL_ORIGIN = 'http://tate.invalid';
/** Whitespace, control characters and backslashes: none belongs in a path this app makes. */
const UNSAFE_CHARACTER = /[\s\p{Cc}\\]/u;

/**
 * The path stays on this site however it is read: as sent, and after something on the way decodes it again and
 * again (`%252F` -> `%2F` -> `/`) and removes its dot segments (`/.//x` -> `//x`) at each step.
 */
function staysOnSite(path: string): boolean {
  let current = path;
  for (let round = 0; round < 5; round += 1) {
    if (current.startsWith('//') || UNSAFE_CHARACTER.test(current)) return false;
    const normalised = new URL(current, LOCAL_ORIGIN).pathname;
    if (normalised.startsWith('//')) return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(normalised);
    } catch {
      return false;
    }
    if (decoded === current) return true;
    current = decoded;
  }
  return false;
}

/**
 * The one check for a redirect target taken from input: only same-site paths are followed, anything else goes to
 * `fallback`. The path is checked as it will be sent, after normalisation, so absolute and protocol-relative
 * addresses are refused in every spelling a browser accepts (`//x`, `/\x`, `\t//x`, `/%2F/x`, `/%5Cx`, `/.//x`,
 * `/a/..//x`, `/%2e//x`, `/./%2Fx`): browsers drop tabs and newlines, read `\` as `/`, and something on the way may
 * decode the path again.
 */
export function safeRedirect(to: unknown, fallback = '/home'): string {
  if (typeof to !== 'string' || !to.startsWith('/') || UNSAFE_CHARACTER.test(to)) return fallback;
  const url = new URL(to, LOCAL_ORIGIN);
  if (url.origin !== LOCAL_ORIGIN || !staysOnSite(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
