import { describe, expect, it, vi } from 'vitest';
import { onBack } from './on-back';

describe('onBack', () => {
  it('calls back when the browser is online again or the page visible again, until stopped', () => {
    const callback = vi.fn();
    const stop = onBack(callback);
    window.dispatchEvent(new Event('online'));
    expect(callback).toHaveBeenCalledTimes(1);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(callback).toHaveBeenCalledTimes(1);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(callback).toHaveBeenCalledTimes(2);
    stop();
    window.dispatchEvent(new Event('online'));
    expect(callback).toHaveBeenCalledTimes(2);
    vi.restoreAllMocks();
  });
});
