import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { changeLanguage } from '@atrium/i18n';
import { getWhitePaperSetting, listNotices } from '@atrium/api';
import TermServicePage from '../pages/term-service-page';
import IntroductionPage from '../pages/introduction-page';
import TermsOfUsePage from '../pages/terms-of-use-page';
import PrivacyPolicyPage from '../pages/privacy-policy-page';
import { renderRoutes } from '@atrium/ui/testing';
import { notice } from '../test/fixtures';

vi.mock('@atrium/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@atrium/api')>()),
  listNotices: vi.fn(),
  getWhitePaperSetting: vi.fn(),
}));

afterEach(() => vi.clearAllMocks());

describe('clause pages', () => {
  it.each([
    ['/term-service', TermServicePage, 'TERMS_CLAUSE', 'Terms of Service'],
    ['/introduction', IntroductionPage, 'EXCHANGE_INTRODUCTION', 'About Us'],
    ['/termsOfuse', TermsOfUsePage, 'TERMS_OF_USE', 'Terms of Use'],
    ['/privacyPolicy', PrivacyPolicyPage, 'PRIVACY_POLICY', 'Privacy Policy'],
  ])('%s shows the first notice of its key under its title', async (path, Page, key, title) => {
    vi.mocked(listNotices).mockResolvedValue([notice({ content: '<p>First clause</p>' }), notice({ content: '<p>Second</p>' })]);
    vi.mocked(getWhitePaperSetting).mockResolvedValue(null);
    renderRoutes({ [path]: <Page /> }, path);

    expect(await screen.findByText('First clause')).toBeInTheDocument();
    expect(screen.queryByText('Second')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(listNotices).toHaveBeenCalledWith(key, undefined, { signal: expect.any(AbortSignal) });
  });

  it('sanitises the server HTML before showing it', async () => {
    vi.mocked(listNotices).mockResolvedValue([
      notice({ content: '<p>Safe text</p><img src="x.png" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">link</a>' }),
    ]);
    const { container } = renderRoutes({ '/term-service': <TermServicePage /> }, '/term-service');

    expect(await screen.findByText('Safe text')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).not.toHaveAttribute('onerror');
    expect(screen.getByText('link')).not.toHaveAttribute('href', 'javascript:alert(3)');
  });

  it('shows an empty state when the key has no notice', async () => {
    vi.mocked(listNotices).mockResolvedValue([]);
    renderRoutes({ '/term-service': <TermServicePage /> }, '/term-service');
    expect(await screen.findByText('Nothing here yet')).toBeInTheDocument();
  });

  it('shows an error with a retry that really fetches again', async () => {
    vi.mocked(listNotices).mockRejectedValueOnce(new Error('Network anomaly')).mockResolvedValue([notice({ content: '<p>Back again</p>' })]);
    renderRoutes({ '/privacyPolicy': <PrivacyPolicyPage /> }, '/privacyPolicy');

    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be loaded');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Back again')).toBeInTheDocument();
    expect(listNotices).toHaveBeenCalledTimes(2);
  });

  it('fetches again in the new language when the language changes', async () => {
    vi.mocked(listNotices).mockResolvedValueOnce([notice({ content: '<p>English terms</p>' })]);
    vi.mocked(listNotices).mockResolvedValueOnce([notice({ content: '<p>Deutsche AGB</p>' })]);
    renderRoutes({ '/term-service': <TermServicePage /> }, '/term-service');
    expect(await screen.findByText('English terms')).toBeInTheDocument();

    try {
      await act(() => changeLanguage('de'));
      expect(await screen.findByText('Deutsche AGB')).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Allgemeine Geschäftsbedingungen');
      expect(listNotices).toHaveBeenCalledTimes(2);
    } finally {
      await act(() => changeLanguage('en'));
    }
  });
});

describe('introduction', () => {
  it('offers the white paper in a new tab when the tenant has it switched on', async () => {
    vi.mocked(listNotices).mockResolvedValue([notice({ content: '<p>About the exchange</p>' })]);
    vi.mocked(getWhitePaperSetting).mockResolvedValue({ enabled: true, url: 'https://example.com/white-paper.pdf' });
    renderRoutes({ '/introduction': <IntroductionPage /> }, '/introduction');

    const link = await screen.findByRole('link', { name: /Read the white paper/ });
    expect(link).toHaveAttribute('href', 'https://example.com/white-paper.pdf');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it.each([
    ['switched off', { enabled: false, url: 'https://example.com/wp.pdf' }],
    ['not set', null],
    ['not a web address', { enabled: true, url: 'javascript:alert(1)' }],
  ])('shows no white paper when it is %s', async (_, setting) => {
    vi.mocked(listNotices).mockResolvedValue([notice({ content: '<p>About the exchange</p>' })]);
    vi.mocked(getWhitePaperSetting).mockResolvedValue(setting);
    renderRoutes({ '/introduction': <IntroductionPage /> }, '/introduction');

    expect(await screen.findByText('About the exchange')).toBeInTheDocument();
    await waitFor(() => expect(getWhitePaperSetting).toHaveBeenCalled());
    expect(screen.queryByRole('link', { name: /white paper/ })).not.toBeInTheDocument();
  });
});
