import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, backPwd, sendEmailCode } from '@atrium/api';
import { authMessagesReady, renderScreen, givenTenant } from '../../auth/test/auth-screen';
import ForgotPasswordPage from './forgot-password-page';

vi.mock('@atrium/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@atrium/api')>()),
  backPwd: vi.fn(),
  sendEmailCode: vi.fn(),
}));

beforeAll(authMessagesReady);
beforeEach(() => givenTenant());
afterEach(() => vi.clearAllMocks());

const show = () => renderScreen('/forgot-password', <ForgotPasswordPage />);
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));

describe('the forgot-password screen', () => {
  it('requires every field', async () => {
    show();
    submit();
    expect(await screen.findByText('Please enter your e-mail')).toBeInTheDocument();
    type('E-mail', 'demo@atrium.example');
    type('New password', 'newpass1');
    type('Confirm password', 'newpass1');
    submit();
    expect(await screen.findByText('Please enter the verification code')).toBeInTheDocument();
    expect(backPwd).not.toHaveBeenCalled();
  });

  it('sends a FIND_PASSWORD code, resets, and goes to sign-in after 500 ms', async () => {
    vi.mocked(sendEmailCode).mockResolvedValue({ code: 200, msg: 'Code sent', data: null });
    vi.mocked(backPwd).mockResolvedValue({ code: 200, msg: 'ok', data: null });
    const { router } = show();
    type('E-mail', 'demo@atrium.example');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(sendEmailCode).toHaveBeenCalledWith('FIND_PASSWORD', 'demo@atrium.example'));
    type('New password', 'newpass1');
    type('Confirm password', 'newpass1');
    type('E-mail code', '123456');
    submit();
    await waitFor(() => expect(backPwd).toHaveBeenCalledWith('demo@atrium.example', 'newpass1', '123456'));
    expect(await screen.findByText('Password reset. Please sign in with the new one.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
  });

  it('stays with what was typed when the server refuses', async () => {
    vi.mocked(backPwd).mockRejectedValue(new ApiError('Incorrect verification code', 500, 'business'));
    show();
    type('E-mail', 'demo@atrium.example');
    type('New password', 'newpass1');
    type('Confirm password', 'newpass1');
    type('E-mail code', '000000');
    submit();
    await waitFor(() => expect(backPwd).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reset password' })).toBeEnabled());
    expect(screen.getByLabelText('E-mail')).toHaveValue('demo@atrium.example');
    // The client said why: nothing more is said.
    expect(screen.queryByText('Something went wrong. Please try again.')).toBeNull();
  });

  it('says the new password’s rule and its limit, and sends nothing past it', async () => {
    show();
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('6 to 64 characters');
    type('E-mail', 'demo@atrium.example');
    type('New password', 'n'.repeat(65));
    type('Confirm password', 'n'.repeat(65));
    type('E-mail code', '123456');
    expect(screen.getAllByText('At most 64 characters.')).toHaveLength(2);
    submit();
    expect(await screen.findByText('A field is too long: see the message under it.')).toBeInTheDocument();
    expect(backPwd).not.toHaveBeenCalled();
  });
});
