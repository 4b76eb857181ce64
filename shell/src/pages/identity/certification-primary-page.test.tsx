import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getKycInfo, uploadKYC, type KycInfo } from '@atrium/api';
import { accountMessagesReady, givenTenant, renderAccountScreen } from '../../account/test/account-screen';
import CertificationPrimaryPage from './certification-primary-page';

vi.mock('@atrium/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@atrium/api')>()),
  getKycInfo: vi.fn(),
  uploadKYC: vi.fn(),
}));

const none: KycInfo = { primary: { status: 'none', realName: null, idNumber: null, reason: null }, advanced: { status: 'none', reason: null } };
const pending: KycInfo = { ...none, primary: { status: 'pending', realName: 'Ada Lovelace', idNumber: 'AB12345', reason: null } };
const approved: KycInfo = { ...none, primary: { ...pending.primary, status: 'approved' } };

beforeAll(accountMessagesReady);
beforeEach(() => {
  givenTenant();
  vi.mocked(uploadKYC).mockResolvedValue({ code: 200, msg: 'ok', data: null });
});
afterEach(() => vi.clearAllMocks());

async function submitIdentity() {
  fireEvent.change(await screen.findByLabelText('Full name'), { target: { value: 'Ada Lovelace' } });
  fireEvent.change(screen.getByLabelText('ID number'), { target: { value: 'AB12345' } });
  fireEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
}

describe('identity verification as a detour', () => {
  it('goes back to the screen that sent the user once the identity is submitted', async () => {
    vi.mocked(getKycInfo).mockResolvedValue(none);
    const { router } = renderAccountScreen('/certification-primary', <CertificationPrimaryPage />, '/certification-primary?returnTo=%2FhomeSidebar');
    await submitIdentity();
    await waitFor(() => expect(router.state.location.pathname).toBe('/homeSidebar'));
    expect(uploadKYC).toHaveBeenCalledExactlyOnceWith({ level: 1, realName: 'Ada Lovelace', idNumber: 'AB12345' });
  });

  it('opened on its own, stays and shows the review', async () => {
    vi.mocked(getKycInfo).mockResolvedValueOnce(none).mockResolvedValue(pending);
    const { router } = renderAccountScreen('/certification-primary', <CertificationPrimaryPage />);
    await submitIdentity();
    expect(await screen.findByRole('heading', { name: 'Under review' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/certification-primary');
  });

  it('carries the way back on to the advanced level', async () => {
    vi.mocked(getKycInfo).mockResolvedValue(approved);
    renderAccountScreen('/certification-primary', <CertificationPrimaryPage />, '/certification-primary?returnTo=%2FhomeSidebar');
    expect(await screen.findByRole('link', { name: 'Continue to advanced verification' })).toHaveAttribute(
      'href',
      '/certification-advanced?returnTo=%2FhomeSidebar',
    );
  });
});
