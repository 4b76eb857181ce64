import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, getCountryCode, register, sendMobileCode } from '@atrium/api';
import { toast } from '@atrium/ui';
import { authMessagesReady, renderScreen, givenServerSettings, givenTenant } from '../../auth/test/auth-screen';
import SignUpPage from './sign-up-page';

vi.mock('@atrium/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@atrium/api')>()),
  register: vi.fn(),
  sendMobileCode: vi.fn(),
  getCountryCode: vi.fn(),
}));

beforeAll(authMessagesReady);
beforeEach(() => {
  // A result toast of the test before is not this test's.
  toast.clear();
  givenTenant();
  givenServerSettings();
});
afterEach(() => vi.clearAllMocks());

const show = (url = '/sign-up') => renderScreen('/sign-up', <SignUpPage />, url);
const tabs = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
const type = (name: string, value: string) => fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
const typePasswords = (first: string, second = first) => {
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: first } });
  fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: second } });
};
const agree = () => fireEvent.click(screen.getByRole('checkbox'));
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));

describe('the sign-up screen', () => {
  it('shows the open methods as tabs, reversed for a tenant that asks', () => {
    const { unmount } = show();
    expect(tabs()).toEqual(['Account', 'E-mail', 'Mobile']);
    unmount();
    givenTenant({ signUp: { reverseTabs: true } });
    givenServerSettings({ registerMethods: { ordinaryIsOpen: true, emailIsOpen: false, phoneIsOpen: true } });
    show();
    expect(tabs()).toEqual(['Mobile', 'Account']);
  });

  it('fills the invite code from the link and leaves it optional by default', () => {
    show('/sign-up?invite_code=DEMO01');
    expect(screen.getByRole('textbox', { name: 'Invite code' })).toHaveValue('DEMO01');
    expect(screen.getByRole('textbox', { name: 'Invite code' })).toHaveAttribute('placeholder', 'Optional');
  });

  it('requires the invite code for the methods the tenant lists', async () => {
    givenTenant({ inviteCode: { requiredFor: ['account'] } });
    show();
    type('Username', 'newbie');
    typePasswords('secret1');
    agree();
    submit();
    expect(await screen.findByText('Please enter the invite code')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Mobile' }));
    expect(screen.getByRole('textbox', { name: 'Invite code' })).toHaveAttribute('placeholder', 'Optional');
    expect(register).not.toHaveBeenCalled();
  });

  it('shows a password mismatch under the second password as it is typed', () => {
    show();
    typePasswords('secret1', 'secret');
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('The two passwords do not match');
    typePasswords('secret1', 'secret1');
    expect(screen.getByLabelText('Confirm password')).not.toHaveAttribute('aria-invalid');
  });

  it('shows the image code on the account method only, when h5Code is on', () => {
    givenServerSettings({ marketUrl: { url: '', h5Code: true } });
    show();
    expect(screen.getByRole('img', { name: 'Image code' }).getAttribute('src')).toContain('codeType=REGISTER');
    fireEvent.click(screen.getByRole('tab', { name: 'E-mail' }));
    expect(screen.queryByRole('img', { name: 'Image code' })).toBeNull();
  });

  it('asks the e-mail method for the mobile number too when the tenant says so', () => {
    const { unmount } = show();
    fireEvent.click(screen.getByRole('tab', { name: 'E-mail' }));
    expect(screen.queryByRole('textbox', { name: 'Mobile number' })).toBeNull();
    unmount();
    givenTenant({ signUp: { phoneRequiredWithEmail: true } });
    show();
    fireEvent.click(screen.getByRole('tab', { name: 'E-mail' }));
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toBeInTheDocument();
  });

  it('refuses to register before the terms are accepted, saying so under the box', () => {
    show();
    type('Username', 'newbie');
    typePasswords('secret1');
    submit();
    const box = screen.getByRole('checkbox');
    expect(box).toHaveAccessibleDescription('Please read and agree to the Terms of Use and the Privacy Policy');
    expect(box).toHaveFocus();
    agree();
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/termsOfuse');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacyPolicy');
    expect(register).not.toHaveBeenCalled();
  });

  it('registers by mobile with the SMS code and goes to sign-in after 500 ms', async () => {
    vi.mocked(sendMobileCode).mockResolvedValue({ code: 200, msg: 'Code sent', data: null });
    vi.mocked(register).mockResolvedValue({ code: 200, msg: 'ok', data: null });
    vi.mocked(getCountryCode).mockResolvedValue([]);
    const { router } = show('/sign-up?invite_code=DEMO01');
    fireEvent.click(screen.getByRole('tab', { name: 'Mobile' }));
    type('Mobile number', '70 123 4567');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(sendMobileCode).toHaveBeenCalledWith('REGISTER', '+93701234567'));
    typePasswords('secret1');
    type('SMS code', '654321');
    agree();
    submit();
    await waitFor(() =>
      expect(register).toHaveBeenCalledWith({ signType: 2, phone: '+93701234567', code: '654321', loginPassword: 'secret1', activeCode: 'DEMO01' }),
    );
    expect(await screen.findByText('Registration successful')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    // Sign-in is told the account name, never the password.
    expect(router.state.location.state).toEqual({ signedUp: { method: 'phone', areaCode: '93', mobile: '70 123 4567' } });
  });

  it('says every problem under its field at once, never in a toast over the form', () => {
    givenTenant({ inviteCode: { requiredFor: ['account'] } });
    show();
    typePasswords('secret1', 'secret2');
    submit();
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription('Please enter your username');
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('The two passwords do not match');
    expect(screen.getByRole('textbox', { name: 'Invite code' })).toHaveAccessibleDescription('Please enter the invite code');
    expect(screen.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
    // The focus goes to the first of them.
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveFocus();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(register).not.toHaveBeenCalled();
  });

  it('shows a new image after a failed account sign-up and keeps the rest', async () => {
    givenServerSettings({ marketUrl: { url: '', h5Code: true } });
    vi.mocked(register).mockRejectedValue(new ApiError('Incorrect verification code', 500, 'business'));
    show();
    const firstImage = screen.getByRole('img', { name: 'Image code' }).getAttribute('src');
    type('Username', 'newbie');
    typePasswords('secret1');
    type('Image code', 'x7k2');
    agree();
    submit();
    await waitFor(() => expect(register).toHaveBeenCalledWith({ signType: 3, loginName: 'newbie', loginPassword: 'secret1', code: 'x7k2' }));
    await waitFor(() => expect(screen.getByRole('img', { name: 'Image code' }).getAttribute('src')).not.toBe(firstImage));
    expect(screen.getByRole('textbox', { name: 'Image code' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('newbie');
  });

  it('says the server’s limits before they bite: a counter and the rule under the name, the password rule', () => {
    show();
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription('4 to 20 letters, digits or underscores');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('6 to 64 characters');
    type('Username', 'newbie');
    expect(screen.getByText('6/20')).toBeInTheDocument();
    expect(screen.getByText('0/32')).toBeInTheDocument();
  });

  it('refuses a 5,000-character name with its limit, keeping it as typed, and sends nothing', async () => {
    show();
    const name = 'a'.repeat(5000);
    type('Username', name);
    typePasswords('secret1');
    agree();
    expect(screen.getByText('At most 20 characters.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue(name);
    submit();
    // The field itself says it; nothing covers the form.
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription('At most 20 characters.');
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveFocus();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(register).not.toHaveBeenCalled();
  });

  it('sends one request for three clicks in the same instant on Sign up, busy until it leaves', async () => {
    let answer: (value: { code: number; msg: string; data: null }) => void = () => undefined;
    vi.mocked(register).mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const { router } = show();
    type('Username', 'newbie');
    typePasswords('secret1');
    agree();
    const button = screen.getByRole('button', { name: 'Sign up' });
    act(() => {
      button.click();
      button.click();
      button.click();
    });
    expect(register).toHaveBeenCalledTimes(1);
    expect(button).toBeDisabled();
    await act(async () => answer({ code: 200, msg: 'ok', data: null }));
    expect(await screen.findByText('Registration successful')).toBeInTheDocument();
    // Still busy while the success message shows: a tap now sends nothing.
    fireEvent.click(button);
    expect(register).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
  });

  it('shows an error that is no refusal of the server instead of hiding it', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(register).mockRejectedValue(new TypeError('payload is broken'));
    show();
    type('Username', 'newbie');
    typePasswords('secret1');
    agree();
    submit();
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeEnabled();
    quiet.mockRestore();
  });
});
