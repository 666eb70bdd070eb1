import { describe, expect, it } from 'vitest';
import { timeAgo } from '../../lib/time-ago';
import { deviceName } from './device-name';

const UA = {
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  chromeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  firefoxWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.56',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  samsung:
    'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  operaLinux:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 OPR/111.0.0.0',
  chromebook:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  firefoxIpad:
    'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/127.0 Mobile/15E148 Safari/605.1.15',
};

describe('deviceName', () => {
  it('names the browser and the system the way a member would say them', () => {
    expect(deviceName(UA.chromeAndroid)).toBe('Chrome on Android');
    expect(deviceName(UA.safariIphone)).toBe('Safari on iPhone');
    expect(deviceName(UA.chromeIphone)).toBe('Chrome on iPhone');
    expect(deviceName(UA.firefoxWindows)).toBe('Firefox on Windows');
    expect(deviceName(UA.edgeWindows)).toBe('Edge on Windows');
    expect(deviceName(UA.safariMac)).toBe('Safari on macOS');
    expect(deviceName(UA.samsung)).toBe('Samsung Internet on Android');
    expect(deviceName(UA.operaLinux)).toBe('Opera on Linux');
    expect(deviceName(UA.chromebook)).toBe('Chrome on ChromeOS');
    expect(deviceName(UA.firefoxIpad)).toBe('Firefox on iPad');
  });

  it('names a script by its product and says so when nothing is known', () => {
    expect(deviceName('curl/8.5.0')).toBe('curl');
    expect(deviceName('Playwright/1.50.0 (x64; debian 12) node/22.12')).toBe('Playwright');
    expect(deviceName('')).toBe('Unknown browser');
    expect(deviceName('Mozilla/5.0 (X11; Linux x86_64)')).toBe('A browser on Linux');
  });
});

describe('timeAgo', () => {
  const now = new Date('2025-03-10T12:00:00Z');
  const earlier = (ms: number) => new Date(now.getTime() - ms).toISOString();
  it('says how long ago in words', () => {
    expect(timeAgo(earlier(20_000), now)).toBe('just now');
    expect(timeAgo(earlier(60_000), now)).toBe('1 minute ago');
    expect(timeAgo(earlier(3 * 60_000 + 59_000), now)).toBe('3 minutes ago');
    expect(timeAgo(earlier(2 * 3_600_000), now)).toBe('2 hours ago');
    expect(timeAgo(earlier(30 * 3_600_000), now)).toBe('yesterday');
    expect(timeAgo(earlier(5 * 86_400_000), now)).toBe('5 days ago');
    expect(timeAgo('2024-12-25T12:00:00Z', now)).toBe('on December 25, 2024');
    expect(timeAgo('not a date', now)).toBe('at an unknown time');
  });
});
