import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { LanguageItem, Settings } from '@atrium/api';
import { readTenantConfig, setTenant, useSettingsStore } from '@atrium/platform';
import { uiI18nReady } from '@atrium/ui';
import { shellI18nReady } from '../../i18n/register';
import { applyLanguage } from '../../session/language';
import LanguageSelectionPage from './language-selection-page';

vi.mock('../../session/language', () => ({ applyLanguage: vi.fn(async () => undefined) }));

const LANGUAGES = [
  { dictValue: 'en', remark: 'English', imgUrl: '' },
  { dictValue: 'de', remark: 'Deutsch', imgUrl: '' },
  { dictValue: 'fr', remark: 'Français', imgUrl: '' },
] as LanguageItem[];

beforeAll(() => Promise.all([shellI18nReady, uiI18nReady]));
beforeEach(() => {
  setTenant(readTenantConfig({ env: 'test', production: false, brand: { productName: 'Test' } }, 'http://localhost'));
  useSettingsStore.setState({ settings: { languages: LANGUAGES } as Settings });
});
afterEach(() => vi.clearAllMocks());

/** The picker with `before` (if any) as the screen behind it in the history. */
function show(before?: string) {
  const entries = before ? [before, '/language-selection'] : ['/language-selection'];
  const router = createMemoryRouter(
    [
      { path: '/language-selection', element: <LanguageSelectionPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('the language picker', () => {
  it('switches the language, then goes back to the screen the user came from', async () => {
    const router = show('/sign-in');
    fireEvent.click(screen.getByRole('radio', { name: 'Deutsch' }));
    expect(applyLanguage).toHaveBeenCalledWith('de', LANGUAGES);
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(router.state.historyAction).toBe('POP');
  });

  it('goes home when it was opened first (nothing of the app behind it)', async () => {
    const router = show();
    fireEvent.click(screen.getByRole('radio', { name: 'Français' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('stays while the arrow keys move through the list, and leaves on Enter or a tap', async () => {
    const router = show('/homeSidebar');
    const english = screen.getByRole('radio', { name: 'English' });
    act(() => english.focus());
    fireEvent.keyDown(english, { key: 'ArrowDown' });
    expect(applyLanguage).toHaveBeenCalledWith('de', LANGUAGES);
    await act(async () => undefined);
    expect(router.state.location.pathname).toBe('/language-selection');
    // A tap on the language already chosen is a choice too.
    fireEvent.click(screen.getByRole('radio', { name: 'Deutsch' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/homeSidebar'));
  });
});
