import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { listRules } from '@atrium/api';
import { fixHappyDomForDomPurify, renderRoutes } from '@atrium/ui/testing';
import FinancialAgreementPage from './financial-agreement-page';

vi.mock('@atrium/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@atrium/api')>()),
  listRules: vi.fn(),
}));
beforeAll(() => fixHappyDomForDomPurify());
afterEach(() => vi.clearAllMocks());

const render = () => renderRoutes({ '/financialAgreement': <FinancialAgreementPage /> }, '/financialAgreement');

describe('/financialAgreement', () => {
  it('shows the agreement’s rules text, sanitised', async () => {
    vi.mocked(listRules).mockResolvedValue([{ id: 1, key: 'FINANCIAL_AGREEMENT', title: 'Agreement', content: '<h3>Terms</h3><script>alert(1)</script>' }]);
    render();
    const text = screen.getByTestId('financial-agreement');
    expect(await within(text).findByRole('heading', { name: 'Terms' })).toBeInTheDocument();
    expect(text.querySelector('script')).toBeNull();
    expect(listRules).toHaveBeenCalledWith('FINANCIAL_AGREEMENT', { signal: expect.any(AbortSignal) });
  });

  it('says when none is published', async () => {
    vi.mocked(listRules).mockResolvedValue([]);
    render();
    expect(await screen.findByText('The agreement has not been published yet.')).toBeInTheDocument();
  });
});
