import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Settings } from '@atrium/api';
import { uiI18nReady } from '@atrium/ui';

const getAllSetting = vi.fn<() => Promise<Settings>>();
vi.mock('@atrium/api', async (original) => ({ ...(await original<typeof import('@atrium/api')>()), getAllSetting }));

const { useSettingsStore } = await import('@atrium/platform');
const { SettingsPlaceholder } = await import('./first-read-placeholder');

beforeAll(() => uiI18nReady);
beforeEach(() => {
  getAllSetting.mockReset();
  useSettingsStore.setState({ settings: null, status: 'loading' });
});

describe('the placeholder of a screen waiting for settings', () => {
  it('is a busy skeleton while the read runs, and Retry once it failed, which reads again', async () => {
    const { container } = render(<SettingsPlaceholder lines={4} />);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    getAllSetting.mockRejectedValueOnce(new Error('offline'));
    await act(() => useSettingsStore.getState().load().catch(() => undefined));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    getAllSetting.mockReturnValueOnce(new Promise(() => undefined));
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(getAllSetting).toHaveBeenCalledTimes(2);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
  });
});
