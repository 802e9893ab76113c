/**
 * Browser and system of a User-Agent, enough for a person to recognise their own session ('Chrome 131', 'Windows').
 * A tiny parser of the common desktop and mobile browsers: the order matters (Edge and Opera also say "Chrome",
 * Chrome also says "Safari"). Anything else is 'Navegador desconhecido' / 'Sistema desconhecido'.
 */
const BROWSERS: Array<[RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/\b(?:OPR|Opera)\/(\d+)/, 'Opera'],
  [/\bSamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  [/\b(?:HeadlessChrome|Chrome|CriOS|Chromium)\/(\d+)/, 'Chrome'],
  [/\bVersion\/(\d+)[^ ]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
];

const SYSTEMS: Array<[RegExp, string]> = [
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

export const UNKNOWN_BROWSER = 'Navegador desconhecido';
export const UNKNOWN_SYSTEM = 'Sistema desconhecido';

export function describeUserAgent(userAgent: string | undefined): { browser: string; os: string } {
  const ua = String(userAgent ?? '').slice(0, 500);
  let browser = UNKNOWN_BROWSER;
  for (const [pattern, name] of BROWSERS) {
    const match = pattern.exec(ua);
    if (match) {
      browser = `${name} ${match[1]}`;
      break;
    }
  }
  const os = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1] ?? UNKNOWN_SYSTEM;
  return { browser, os };
}
