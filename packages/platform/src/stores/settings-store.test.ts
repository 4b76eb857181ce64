import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Settings } from '@atrium/api';

const getAllSetting = vi.fn<() => Promise<Settings>>();
vi.mock('@atrium/api', () => ({ getAllSetting }));

const { useSettingsStore } = await import('./settings-store');
const settings = { timeZone: 'UTC', tab: [] } as unknown as Settings;

beforeEach(() => {
  getAllSetting.mockReset();
  useSettingsStore.setState({ settings: null, fresh: false, status: 'loading' });
});

describe('the settings store', () => {
  it('says a failed first read failed, and reads again by itself when the browser is back online', async () => {
    getAllSetting.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(settings);
    await expect(useSettingsStore.getState().load()).rejects.toThrow('offline');
    expect(useSettingsStore.getState()).toMatchObject({ status: 'failed', settings: null });
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(useSettingsStore.getState()).toMatchObject({ status: 'ready', settings, fresh: true }));
    expect(getAllSetting).toHaveBeenCalledTimes(2);
  });

  it('shares one request between the boot and a Retry', async () => {
    getAllSetting.mockResolvedValue(settings);
    const store = useSettingsStore.getState();
    await Promise.all([store.load(), store.load()]);
    expect(getAllSetting).toHaveBeenCalledTimes(1);
  });
});
