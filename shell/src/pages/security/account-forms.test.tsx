import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, bindEmail, getInfo, pwdSett, tardPwdSet, updateUserLoginPwd, uploadKYC, type UserInfo } from '@atrium/api';
import { useSessionStore } from '@atrium/platform';
import { accountMessagesReady, givenTenant, renderAccountScreen } from '../../account/test/account-screen';
import { PrimaryIdentityForm } from '../identity/primary-identity-form';
import ChangePasswordPage from './change-password-page';
import EmailAuthenticationPage from './email-authentication-page';
import FundPasswordPage from './fund-password-page';

vi.mock('@atrium/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@atrium/api')>()),
  updateUserLoginPwd: vi.fn(),
  pwdSett: vi.fn(),
  tardPwdSet: vi.fn(),
  bindEmail: vi.fn(),
  uploadKYC: vi.fn(),
  getInfo: vi.fn(),
}));

const user: UserInfo['user'] = {
  userId: 7,
  loginName: 'demo',
  email: null,
  phone: null,
  status: 0,
  inviteCode: 'AB12CD',
  vipLevel: 0,
  address: null,
  hasFundPassword: false,
};

beforeAll(accountMessagesReady);
beforeEach(() => {
  givenTenant();
  useSessionStore.setState({ token: 't', isSign: true, userInfo: user });
  vi.mocked(getInfo).mockResolvedValue({ asset: [], allEarn: '0', user });
});
afterEach(() => vi.clearAllMocks());

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
/** Three clicks in the same task, before React renders in between. */
const tripleClick = (button: HTMLElement) =>
  act(() => {
    button.click();
    button.click();
    button.click();
  });

describe('the password forms on the kit’s useSubmit', () => {
  it('count up to the server’s limits, say the rule of a new password, and send nothing past a limit', () => {
    renderAccountScreen('/change-password', <ChangePasswordPage />);
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('Use 6 to 64 characters');
    type('Current password', 'c'.repeat(129));
    type('New password', 'newpass1');
    type('Repeat the new password', 'newpass1');
    expect(screen.getByText('At most 128 characters.')).toBeInTheDocument();
    expect(screen.getByText('129/128')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(updateUserLoginPwd).not.toHaveBeenCalled();
    type('New password', 'n'.repeat(65));
    expect(screen.getAllByText('At most 64 characters.')).toHaveLength(1);
  });

  it('change the password once for three clicks in the same instant', async () => {
    vi.mocked(updateUserLoginPwd).mockResolvedValue({ code: 200, msg: 'ok', data: null });
    renderAccountScreen('/change-password', <ChangePasswordPage />);
    type('Current password', 'demo1234');
    type('New password', 'newpass1');
    type('Repeat the new password', 'newpass1');
    tripleClick(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(updateUserLoginPwd).toHaveBeenCalledTimes(1);
    expect(updateUserLoginPwd).toHaveBeenCalledWith('demo1234', 'newpass1');
  });

  it('say nothing more after a refusal the client has shown, and change the fund password once set', async () => {
    useSessionStore.setState({ userInfo: { ...user, hasFundPassword: true } });
    vi.mocked(tardPwdSet).mockRejectedValueOnce(new ApiError('Incorrect current password', 500, 'business')).mockResolvedValue({ code: 200, msg: 'ok', data: null });
    renderAccountScreen('/fund-password', <FundPasswordPage />);
    type('Current fund password', 'wrong1');
    type('New fund password', 'fund1234');
    type('Repeat the fund password', 'fund1234');
    fireEvent.click(screen.getByRole('button', { name: 'Change fund password' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Change fund password' })).toBeEnabled());
    expect(tardPwdSet).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Something went wrong. Please try again.')).toBeNull();
    expect(screen.getByLabelText('Current fund password')).toHaveValue('wrong1');
    fireEvent.click(screen.getByRole('button', { name: 'Change fund password' }));
    expect(await screen.findByText('Fund password changed')).toBeInTheDocument();
    expect(tardPwdSet).toHaveBeenLastCalledWith('fund1234', 'wrong1');
  });

  it('stay on the screen once a fund password is set without a way back, which now offers the change', async () => {
    vi.mocked(pwdSett).mockResolvedValue({ code: 200, msg: 'ok', data: null });
    vi.mocked(getInfo).mockResolvedValue({ asset: [], allEarn: '0', user: { ...user, hasFundPassword: true } });
    const { router } = renderAccountScreen('/fund-password', <FundPasswordPage />);
    type('New fund password', 'fund1234');
    type('Repeat the fund password', 'fund1234');
    fireEvent.click(screen.getByRole('button', { name: 'Set fund password' }));
    expect(await screen.findByLabelText('Current fund password')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/fund-password');
  });

  it('go back to the withdrawal that sent the user once the fund password is set', async () => {
    vi.mocked(pwdSett).mockResolvedValue({ code: 200, msg: 'ok', data: null });
    vi.mocked(getInfo).mockResolvedValue({ asset: [], allEarn: '0', user: { ...user, hasFundPassword: true } });
    const from = '/withdraw-apply?coin=usdt&chain=TRC20';
    renderAccountScreen('/fund-password', <FundPasswordPage />, `/fund-password?returnTo=${encodeURIComponent(from)}`);
    type('New fund password', 'fund1234');
    type('Repeat the fund password', 'fund1234');
    fireEvent.click(screen.getByRole('button', { name: 'Set fund password' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(from);
    expect(pwdSett).toHaveBeenCalledExactlyOnceWith('fund1234');
    // The withdrawal finds the password set.
    expect(useSessionStore.getState().userInfo?.hasFundPassword).toBe(true);
    expect(screen.getByText('Fund password set')).toBeInTheDocument();
  });

  it('show an error that is no refusal of the server, keeping what was typed', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(pwdSett).mockRejectedValue(new TypeError('broken'));
    renderAccountScreen('/fund-password', <FundPasswordPage />);
    type('New fund password', 'fund1234');
    type('Repeat the fund password', 'fund1234');
    fireEvent.click(screen.getByRole('button', { name: 'Set fund password' }));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('New fund password')).toHaveValue('fund1234');
    quiet.mockRestore();
  });
});

describe('the e-mail binding on the kit’s useSubmit', () => {
  it('counts the code up to the server’s 16 characters and sends nothing past it, then binds once', async () => {
    vi.mocked(bindEmail).mockResolvedValue({ code: 200, msg: 'ok', data: null });
    renderAccountScreen('/email-authentication', <EmailAuthenticationPage />);
    type('E-mail address', 'new@atrium.example');
    type('Verification code', '1'.repeat(17));
    expect(screen.getByText('At most 16 characters.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Bind' }));
    expect(bindEmail).not.toHaveBeenCalled();
    type('Verification code', '123456');
    tripleClick(screen.getByRole('button', { name: 'Bind' }));
    expect(await screen.findByText('E-mail bound')).toBeInTheDocument();
    expect(bindEmail).toHaveBeenCalledTimes(1);
    expect(bindEmail).toHaveBeenCalledWith('new@atrium.example', '123456');
  });
});

describe('the primary identity form on the kit’s useSubmit', () => {
  it('says the server’s limits (name 50, ID number 30) and sends once', async () => {
    vi.mocked(uploadKYC).mockResolvedValue({ code: 200, msg: 'ok', data: null });
    const onSubmitted = vi.fn(async () => undefined);
    renderAccountScreen('/certification-primary', <PrimaryIdentityForm onSubmitted={onSubmitted} />);
    expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription('The name must be 2 to 50 characters long');
    type('Full name', 'A'.repeat(51));
    type('ID number', 'X'.repeat(31));
    expect(screen.getByText('At most 50 characters.')).toBeInTheDocument();
    expect(screen.getByText('At most 30 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveValue('A'.repeat(51));
    fireEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(uploadKYC).not.toHaveBeenCalled();
    type('Full name', 'Ada Lovelace');
    type('ID number', 'AB12345');
    tripleClick(screen.getByRole('button', { name: 'Submit for review' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
    expect(uploadKYC).toHaveBeenCalledTimes(1);
    expect(uploadKYC).toHaveBeenCalledWith({ level: 1, realName: 'Ada Lovelace', idNumber: 'AB12345' });
  });
});
