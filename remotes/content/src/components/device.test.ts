import { describe, expect, it } from 'vitest';
import { detectDevice } from './device';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPAD_OS = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

describe('detectDevice', () => {
  it.each([
    ['an iPhone', IPHONE, 5, 'ios'],
    ['an iPad presenting a desktop agent, by its touch points', IPAD_OS, 5, 'ios'],
    ['a Mac (no touch)', IPAD_OS, 0, 'other'],
    ['an Android phone', ANDROID, 5, 'android'],
    ['a Windows desktop', WINDOWS, 0, 'other'],
  ])('recognises %s', (_, userAgent, maxTouchPoints, device) => {
    expect(detectDevice({ userAgent, maxTouchPoints })).toBe(device);
  });
});
