import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { getInfo, type UserInfo } from '@atrium/api';
import { renderRoutes } from '@atrium/ui/testing';
import __PASCAL__Page from './__NAME__-page';

vi.mock('@atrium/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@atrium/api')>()),
  getInfo: vi.fn(),
}));
afterEach(() => vi.clearAllMocks());

const info = (loginName: string) => ({ asset: [], allEarn: '0', user: { loginName } }) as unknown as UserInfo;

describe('/__NAME__', () => {
  it('shows its title, the signed-in account and that there is nothing yet', async () => {
    vi.mocked(getInfo).mockResolvedValue(info('alice'));
    renderRoutes({ '/__NAME__': <__PASCAL__Page /> }, '/__NAME__');
    expect(await screen.findByTestId('__NAME__-account')).toHaveTextContent('Signed in as alice');
    expect(screen.getByRole('heading', { name: '__TITLE__' })).toBeInTheDocument();
    expect(screen.getByText('Nothing here yet')).toBeInTheDocument();
    expect(screen.getByText('__TITLE__ is ready for its first screen.')).toBeInTheDocument();
    expect(getInfo).toHaveBeenCalledWith({ signal: expect.any(AbortSignal) });
  });
});
