import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { getAllSetting, type Settings } from '@atrium/api';
import ServicePage from './service-page';
import { renderRoutes } from '@atrium/ui/testing';
import { setSettings } from '../test/fixtures';

vi.mock('@atrium/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@atrium/api')>()),
  getAllSetting: vi.fn(),
}));

afterEach(() => vi.clearAllMocks());

const render = () => renderRoutes({ '/service': <ServicePage /> }, '/service');

describe('customer service', () => {
  it('shows an empty state when the tenant has no support staff', () => {
    setSettings({ supportStaff: [] });
    render();
    expect(screen.getByText('Customer service is not available right now')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows a single desk prominently with a Contact button opening it in a new tab', () => {
    setSettings({ supportStaff: [{ url: 'https://chat.example.com/desk', imgUrl: 'https://cdn.example.com/agent.png' }] });
    render();

    const contact = screen.getByRole('link', { name: /^Contact/ });
    expect(contact).toHaveAttribute('href', 'https://chat.example.com/desk');
    expect(contact).toHaveAttribute('target', '_blank');
    expect(contact).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('Our support team is here to help you.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('lists several desks, each opening callback, else getUrl, else url', () => {
    setSettings({
      supportStaff: [
        { url: 'https://chat.example.com/a', imgUrl: '', callback: 'https://callback.example.com/a' },
        { url: 'https://chat.example.com/b', imgUrl: '', getUrl: 'https://get.example.com/b' },
        // A callback that is a name, not a web address, is skipped.
        { url: 'https://t.me/support', imgUrl: '', callback: 'telegram' },
        { url: 'javascript:alert(1)', imgUrl: '' },
      ],
    });
    render();

    const agents = screen.getAllByRole('link');
    expect(agents.map((a) => a.getAttribute('href'))).toEqual([
      'https://callback.example.com/a',
      'https://get.example.com/b',
      'https://t.me/support',
    ]);
    expect(agents.map((a) => a.textContent)).toEqual([
      expect.stringContaining('Support agent 1'),
      expect.stringContaining('Support agent 2'),
      expect.stringContaining('Support agent 3'),
    ]);
    for (const agent of agents) {
      expect(agent).toHaveAttribute('target', '_blank');
      expect(agent).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('offers a retry when the settings cannot be loaded', async () => {
    vi.mocked(getAllSetting)
      .mockRejectedValueOnce(new Error('Network anomaly'))
      .mockResolvedValue({ supportStaff: [{ url: 'https://chat.example.com/desk', imgUrl: '' }] } as unknown as Settings);
    render();

    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: /^Contact/ })).toHaveAttribute('href', 'https://chat.example.com/desk');
    expect(getAllSetting).toHaveBeenCalledTimes(2);
  });
});
