/** The longest device name the CMS keeps (its login's deviceName). */
const DEVICE_NAME_MAX = 100;

/** Browsers, most specific first: Edge, Opera and Samsung's say "Chrome" too, and Chrome says "Safari". */
const BROWSERS: Array<[RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\b(Headless)?Chrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

/** Systems, most specific first: Android says "Linux", an iPhone says "like Mac OS X". */
const SYSTEMS: Array<[RegExp, string]> = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMacintosh\b|\bMac OS X\b/, 'Mac'],
  [/\bLinux\b/, 'Linux'],
];

const firstMatch = (rules: Array<[RegExp, string]>, userAgent: string) => rules.find(([pattern]) => pattern.test(userAgent))?.[1];

/**
 * The name the account's devices list shows for a sign-in from this browser, read from its User-Agent with a few
 * rules ("Chrome on Android", "Safari on iPhone"); "A web browser" when neither is recognised
 * (docs/decisions/2026-11-28-device-sessions.md).
 */
export function deviceNameOf(userAgent: string | null): string {
  const agent = userAgent ?? '';
  const browser = firstMatch(BROWSERS, agent);
  const system = firstMatch(SYSTEMS, agent);
  const name = browser && system ? `${browser} on ${system}` : (browser ?? (system ? `A browser on ${system}` : 'A web browser'));
  return name.slice(0, DEVICE_NAME_MAX);
}
