/*
 * A tiny User-Agent reader of our own rather than a library (bowser is ~10 KB gzip): the page only
 * names the browser and the system ("Chrome on Android"), and the settings chunk stays small.
 * Order matters: Edge, Opera and Samsung Internet also say "Chrome"; Chrome also says "Safari".
 */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bCriOS\/|\bChrom(e|ium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\biPad\b/, 'iPad'],
  [/\biPhone\b|\biPod\b/, 'iPhone'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMacintosh\b|\bMac OS X\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (list: [RegExp, string][], ua: string) => list.find(([pattern]) => pattern.test(ua))?.[1];

/** "Chrome on Android", "Safari on iPhone"; a script's own name ("curl"); else "Unknown browser". */
export function deviceName(userAgent: string): string {
  const browser = first(BROWSERS, userAgent);
  const system = first(SYSTEMS, userAgent);
  if (browser) return system ? `${browser} on ${system}` : browser;
  const product = /^([A-Za-z][\w.-]*)\//.exec(userAgent.trim())?.[1];
  if (product && product !== 'Mozilla') return product;
  return system ? `A browser on ${system}` : 'Unknown browser';
}
