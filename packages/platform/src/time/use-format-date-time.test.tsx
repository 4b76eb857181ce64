import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMainStore } from '../stores/main-store';
import { useFormatDateTime } from './use-format-date-time';

// The device's zone, as a test sets it (the real one is the machine's).
const device = vi.hoisted(() => ({ zone: 'Europe/Berlin' }));
vi.mock('./zone-name', async (original) => ({ ...(await original<typeof import('./zone-name')>()), deviceTimeZone: () => device.zone }));

const noonUtc = Date.UTC(2026, 2, 14, 7, 4, 5);

afterEach(() => {
  useMainStore.setState({ language: 'en', timezone: 'Asia/Hong_Kong', timeFormat: 'MM/DD/YYYY' });
  device.zone = 'Europe/Berlin';
});

describe('times as the user reads them', () => {
  it('name the chosen zone on a device elsewhere, not on one in that zone', () => {
    const { result, rerender } = renderHook(() => useFormatDateTime());
    expect(result.current(noonUtc)).toBe('03/14/2026 15:04:05 GMT+8');
    device.zone = 'Asia/Hong_Kong';
    rerender();
    expect(result.current(noonUtc)).toBe('03/14/2026 15:04:05');
  });

  it('follow the language, the zone and the date format the user picks', () => {
    const { result } = renderHook(() => useFormatDateTime());
    act(() => useMainStore.setState({ language: 'ar', timeFormat: 'locale' }));
    expect(result.current('2026-03-14 07:04:05', { dateOnly: true }).replace(/\u200f/g, '')).toBe('14/03/2026');
    act(() => useMainStore.setState({ language: 'de', timezone: 'America/New_York', timeFormat: 'locale' }));
    expect(result.current(noonUtc)).toBe('14.03.2026 03:04:05 GMT-4');
  });

  it('show an unreadable time as the server sent it', () => {
    const { result } = renderHook(() => useFormatDateTime());
    expect(result.current('soon')).toBe('soon');
    expect(result.current(null)).toBe('');
  });
});
