import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { getAllSetting, type DownloadEntry, type Settings } from '@atrium/api';
import { readTenantConfig, setTenant, useSettingsStore } from '@atrium/platform';
import AppDownloadPage from './app-download-page';
import { renderRoutes } from '@atrium/ui/testing';
import { setSettings } from '../test/fixtures';

vi.mock('@atrium/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@atrium/api')>()),
  getAllSetting: vi.fn(),
}));

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36';

const ANDROID_URL = 'https://download.example.com/app.apk';
const IOS_URL = 'https://apps.apple.com/app/id1';

const BOTH: DownloadEntry[] = [
  { name: 'android', url: ANDROID_URL, isOpen: 'true' },
  { name: 'ios', url: IOS_URL, isOpen: 'true' },
];

function visitFrom(userAgent: string) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
}

function useLayout(layout: 'list' | 'cards') {
  setTenant(
    readTenantConfig({ env: 'test', production: false, brand: { productName: 'Test' }, flags: { appDownload: { layout } } }, 'http://localhost'),
  );
}

const render = () => renderRoutes({ '/app-download': <AppDownloadPage /> }, '/app-download');

afterEach(() => vi.restoreAllMocks());

describe('app download, list layout', () => {
  it('offers only the enabled entries', async () => {
    visitFrom(ANDROID);
    setSettings({ downloads: [{ name: 'android', url: ANDROID_URL, isOpen: 'true' }, { name: 'ios', url: IOS_URL, isOpen: 'false' }] });
    render();

    const android = screen.getByRole('link', { name: /Download for Android/ });
    expect(android).toHaveAttribute('href', ANDROID_URL);
    expect(android).toHaveAttribute('target', '_blank');
    expect(android.getAttribute('rel')).toContain('noopener');
    expect(screen.queryByRole('link', { name: /iOS/ })).not.toBeInTheDocument();
  });

  it('shows stacked buttons and one QR code below, for the visitor’s device', async () => {
    visitFrom(IPHONE);
    setSettings({ downloads: BOTH });
    const { container } = render();

    expect(container.querySelector('[data-layout="list"]')).not.toBeNull();
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([ANDROID_URL, IOS_URL]);
    expect(screen.getByText('Scan with your phone to download the iOS app', { selector: 'figcaption span' })).toBeInTheDocument();
    expect(screen.getAllByRole('figure')).toHaveLength(1);
    // The QR library loads on use; once drawn, the code is titled with what it is for.
    expect(await screen.findByTitle('Scan with your phone to download the iOS app')).toBeInTheDocument();
  });

  it('shows the first enabled link’s QR code and says which when the device is unknown', async () => {
    visitFrom(DESKTOP);
    setSettings({ downloads: BOTH });
    render();
    const caption = within(screen.getByRole('figure')).getByText(/^Scan with your phone/, { selector: 'figcaption span' });
    expect(caption).toHaveTextContent('Scan with your phone to download the Android app');
    expect(screen.getByText('We could not recognise your device, so this QR code is for Android.')).toBeInTheDocument();
  });

  it('says the app is not offered for the device when its store is switched off', async () => {
    visitFrom(IPHONE);
    setSettings({ downloads: [BOTH[0]!, { ...BOTH[1]!, isOpen: 'false' }] });
    render();
    expect(screen.getByText('The app is not offered for your device, so this QR code is for Android.')).toBeInTheDocument();
  });

  it('shows an empty state when no entry is enabled', async () => {
    visitFrom(ANDROID);
    setSettings({ downloads: BOTH.map((entry) => ({ ...entry, isOpen: 'false' })) });
    render();
    expect(screen.getByText('The app is not available for download yet')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('loads the settings when none are persisted yet', async () => {
    visitFrom(ANDROID);
    vi.mocked(getAllSetting).mockResolvedValue({ downloads: BOTH } as Settings);
    render();
    expect(await screen.findByRole('link', { name: /Download for Android/ })).toBeInTheDocument();
    expect(useSettingsStore.getState().settings?.downloads).toEqual(BOTH);
  });
});

describe('app download, cards layout', () => {
  it('shows one card per enabled entry, each with its own QR code, the visitor’s first', async () => {
    visitFrom(IPHONE);
    useLayout('cards');
    setSettings({ downloads: BOTH });
    const { container } = render();

    expect(container.querySelector('[data-layout="cards"]')).not.toBeNull();
    const cards = screen.getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['iOS', 'Android']);
    expect(within(cards[0]!).getByRole('link')).toHaveAttribute('href', IOS_URL);
    expect(within(cards[1]!).getByRole('link')).toHaveAttribute('href', ANDROID_URL);
    expect(await within(cards[0]!).findByTitle('Scan with your phone to download the iOS app')).toBeInTheDocument();
    expect(await within(cards[1]!).findByTitle('Scan with your phone to download the Android app')).toBeInTheDocument();
  });
});
