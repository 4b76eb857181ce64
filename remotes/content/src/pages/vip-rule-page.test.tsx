import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { listRules } from '@atrium/api';
import { formatAmount } from '@atrium/ui';
import VipRulePage from './vip-rule-page';
import { renderRoutes } from '@atrium/ui/testing';
import { setSettings } from '../test/fixtures';

vi.mock('@atrium/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@atrium/api')>()),
  listRules: vi.fn(),
}));

afterEach(() => vi.clearAllMocks());

const render = () => renderRoutes({ '/vip-rule': <VipRulePage /> }, '/vip-rule');

describe('VIP rules', () => {
  it('shows data[0].content of the VIP_RULE rules and the levels of the settings', async () => {
    vi.mocked(listRules).mockResolvedValue([
      { id: 1, key: 'VIP_RULE', title: 'VIP', content: '<p>Levels follow your assets.</p><script>alert(1)</script>' },
    ]);
    setSettings({
      vip: {
        rules: '',
        levels: [
          { level: 1, name: 'VIP1', minAsset: '1000' },
          { level: 0, name: 'VIP0', minAsset: '0' },
          { level: 2, name: 'VIP2', minAsset: '1000000' },
        ],
      },
    });
    const { container } = render();

    expect(await screen.findByText('Levels follow your assets.')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(listRules).toHaveBeenCalledWith('VIP_RULE', { signal: expect.any(AbortSignal) });

    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['0', 'VIP0', formatAmount('0')],
      ['1', 'VIP1', formatAmount('1000')],
      ['2', 'VIP2', formatAmount('1000000')],
    ]);
  });

  it('shows the rules alone when the settings have no levels', async () => {
    vi.mocked(listRules).mockResolvedValue([{ id: 1, key: 'VIP_RULE', title: 'VIP', content: '<p>Rules only</p>' }]);
    render();
    expect(await screen.findByText('Rules only')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows an empty state when there are neither rules nor levels', async () => {
    vi.mocked(listRules).mockResolvedValue([]);
    setSettings({ vip: { rules: '', levels: [] } });
    render();
    expect(await screen.findByText('No VIP rules yet')).toBeInTheDocument();
  });
});
