import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, CAPTCHA_REQUIRED, getInfo, login, sendEmailCode, type UserInfo } from '@atrium/api';
import { readTenantConfig, setTenant, useSessionStore } from '@atrium/platform';
import { toast } from '@atrium/ui';
import { authMessagesReady, renderScreen, givenServerSettings, givenTenant } from '../../auth/test/auth-screen';
import SignInPage from './sign-in-page';

vi.mock('@atrium/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@atrium/api')>()),
  login: vi.fn(),
  getInfo: vi.fn(),
  sendEmailCode: vi.fn(),
}));

beforeAll(authMessagesReady);
beforeEach(() => {
  // A result toast of the test before is not this test's.
  toast.clear();
  givenTenant();
  givenServerSettings();
  useSessionStore.setState({ token: null, isSign: false });
});
afterEach(() => vi.clearAllMocks());

const show = (url = '/sign-in') => renderScreen('/sign-in', <SignInPage />, url);
const tabs = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
const type = (name: string | RegExp, value: string) => fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

describe('the sign-in screen', () => {
  it('shows the open methods as tabs, the account tab first and selected', () => {
    show();
    expect(tabs()).toEqual(['Account', 'E-mail', 'Mobile']);
    expect(screen.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: 'Username' })).toBeInTheDocument();
  });

  it('follows the tenant: account tab always, no e-mail tab, reversed, account still selected', () => {
    givenTenant({ signIn: { alwaysShowAccountTab: true, reverseTabs: true } });
    givenServerSettings({ loginMethods: { ordinaryIsOpen: false, emailIsOpen: true, phoneIsOpen: true } });
    show();
    expect(tabs()).toEqual(['Mobile', 'Account']);
    expect(screen.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
  });

  it('says so when no method is open', () => {
    givenServerSettings({ loginMethods: { ordinaryIsOpen: false, emailIsOpen: false, phoneIsOpen: false } });
    show();
    expect(screen.getByText('Sign-in is not available at the moment')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
  });

  it('starts the mobile tab on the tenant’s area code', () => {
    givenTenant({ defaultAreaCode: '1' });
    show();
    fireEvent.click(screen.getByRole('tab', { name: 'Mobile' }));
    expect(screen.getByRole('button', { name: /Area code/ })).toHaveTextContent('+1');
  });

  it('tells what is missing under each field, not in a toast, and calls no server', () => {
    show();
    submit();
    const username = screen.getByRole('textbox', { name: 'Username' });
    expect(username).toHaveAccessibleDescription('Please enter your username');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Please enter your password');
    expect(username).toHaveFocus();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(login).not.toHaveBeenCalled();
    // Fixed, a field says nothing more; another tab starts quiet.
    type('Username', 'demo');
    expect(username).not.toHaveAttribute('aria-invalid');
    fireEvent.click(screen.getByRole('tab', { name: 'E-mail' }));
    expect(screen.getByRole('textbox', { name: 'E-mail' })).not.toHaveAttribute('aria-invalid');
  });

  it('asks for the image code only when the captcha setting is on, and shows a new image after a failure', async () => {
    givenServerSettings({ loginCaptcha: true });
    vi.mocked(login).mockRejectedValue(new ApiError('Incorrect verification code', 500, 'business'));
    show();
    type('Username', 'demo');
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'demo1234' } });
    const image = screen.getByRole('img', { name: 'Image code' });
    const firstImage = image.getAttribute('src');
    expect(firstImage).toMatch(/\/user\/easyGenerateCode\?codeType=LOGIN&timestamp=\d+$/);
    type('Image code', 'ab12');
    submit();
    await waitFor(() => expect(login).toHaveBeenCalledWith({ signType: 3, loginName: 'demo', loginPassword: 'demo1234', code: 'ab12' }));
    await waitFor(() => expect(screen.getByRole('img', { name: 'Image code' }).getAttribute('src')).not.toBe(firstImage));
    expect(screen.getByRole('textbox', { name: 'Image code' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('demo');
  });

  it('shows the image code when the server asks for it (the setting off), says why, and keeps what was typed', async () => {
    vi.mocked(login).mockRejectedValueOnce(new ApiError('Too many failed sign-ins on this account', CAPTCHA_REQUIRED, 'business', false));
    vi.mocked(login).mockResolvedValueOnce({ satoken: 'token-2' });
    vi.mocked(getInfo).mockResolvedValue({ asset: [], allEarn: '0', user: { userId: 1 } } as unknown as UserInfo);
    const { router } = show();
    type('Username', 'demo');
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'demo1234' } });
    expect(screen.queryByRole('textbox', { name: 'Image code' })).toBeNull();
    submit();
    await waitFor(() => expect(login).toHaveBeenCalledWith({ signType: 3, loginName: 'demo', loginPassword: 'demo1234' }));
    expect(await screen.findByText('This account has had several failed sign-ins. Please also enter the image code.')).toBeInTheDocument();
    // Said once, in the reader's words (the API client showed nothing; the kit adds nothing).
    expect(screen.queryByText('Something went wrong. Please try again.')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('demo');
    expect(screen.getByLabelText('Password')).toHaveValue('demo1234');
    expect(screen.getByRole('img', { name: 'Image code' }).getAttribute('src')).toMatch(/codeType=LOGIN/);

    // Now required: a submit without it is stopped under its field.
    submit();
    expect(screen.getByRole('textbox', { name: 'Image code' })).toHaveAccessibleDescription('Please enter the verification code');
    expect(login).toHaveBeenCalledTimes(1);
    type('Image code', 'ab12');
    submit();
    await waitFor(() => expect(login).toHaveBeenLastCalledWith({ signType: 3, loginName: 'demo', loginPassword: 'demo1234', code: 'ab12' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('signs in by e-mail code, then goes home after 500 ms and loads the user', async () => {
    vi.mocked(sendEmailCode).mockResolvedValue({ code: 200, msg: 'Code sent', data: null });
    vi.mocked(login).mockResolvedValue({ satoken: 'token-1' });
    vi.mocked(getInfo).mockResolvedValue({ asset: [], allEarn: '0', user: { userId: 1 } } as unknown as UserInfo);
    const { router } = show();
    fireEvent.click(screen.getByRole('tab', { name: 'E-mail' }));
    type('E-mail', ' a@b.example ');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(sendEmailCode).toHaveBeenCalledWith('LOGIN', 'a@b.example'));
    expect(await screen.findByText('Verification code sent')).toBeInTheDocument();
    type('E-mail code', '123456');
    submit();
    await waitFor(() => expect(login).toHaveBeenCalledWith({ signType: 1, email: 'a@b.example', code: '123456' }));
    expect(await screen.findByText('Signed in')).toBeInTheDocument();
    expect(useSessionStore.getState().token).toBe('token-1');
    expect(router.state.location.pathname).toBe('/sign-in');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(getInfo).toHaveBeenCalled();
  });

  it('asks for the e-mail under its field before sending a code', async () => {
    show();
    fireEvent.click(screen.getByRole('tab', { name: 'E-mail' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    await waitFor(() => expect(email).toHaveAccessibleDescription('Please enter your e-mail first'));
    expect(email).toHaveFocus();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(sendEmailCode).not.toHaveBeenCalled();
    type('E-mail', 'a@b.example');
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('keeps what was typed on each tab when switching', () => {
    show();
    type('Username', 'demo');
    fireEvent.click(screen.getByRole('tab', { name: 'E-mail' }));
    type('E-mail', 'a@b.example');
    fireEvent.click(screen.getByRole('tab', { name: 'Account' }));
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('demo');
  });

  it('links to sign-up with the invite code it came with', () => {
    show('/sign-in?invite_code=AB12');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign-up?invite_code=AB12');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
  });

  it('says a password over the server’s 128 characters before sending, and sends nothing', async () => {
    show();
    type('Username', 'demo');
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'p'.repeat(129) } });
    expect(screen.getByText('At most 128 characters.')).toBeInTheDocument();
    expect(screen.getByText('129/128')).toBeInTheDocument();
    submit();
    // The field itself says the limit; nothing covers the form.
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('At most 128 characters.');
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(login).not.toHaveBeenCalled();
  });

  it('just after a sign-up, opens on its method with the account name filled in and the password empty', () => {
    const router = createMemoryRouter([{ path: '/sign-in', element: <SignInPage /> }], {
      initialEntries: [{ pathname: '/sign-in', state: { signedUp: { method: 'phone', areaCode: '49', mobile: '70 123 4567' } } }],
    });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('tab', { name: 'Mobile' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('70 123 4567');
    expect(screen.getByRole('button', { name: /Area code/ })).toHaveTextContent('+49');
    fireEvent.click(screen.getByRole('tab', { name: 'Account' }));
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('offers the wallet sign-in where the tenant’s backend proves wallets, with the invite code it came with', () => {
    const { unmount } = show('/sign-in?invite_code=AB12');
    expect(screen.queryByRole('link', { name: 'Sign in with a wallet instead' })).toBeNull();
    unmount();
    setTenant(readTenantConfig({ env: 'test', production: false, brand: { productName: 'Test' }, capabilities: { walletNonce: true } }, 'http://localhost'));
    show('/sign-in?invite_code=AB12');
    expect(screen.getByRole('link', { name: 'Sign in with a wallet instead' })).toHaveAttribute('href', '/sign-in-wallet?invite_code=AB12');
  });

  it('signs in once for three clicks in the same instant', async () => {
    vi.mocked(login).mockResolvedValue({ satoken: 'token-1' });
    vi.mocked(getInfo).mockResolvedValue({ asset: [], allEarn: '0', user: { userId: 1 } } as unknown as UserInfo);
    const { router } = show();
    type('Username', 'demo');
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'demo1234' } });
    const button = screen.getByRole('button', { name: 'Sign in' });
    act(() => {
      button.click();
      button.click();
      button.click();
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(login).toHaveBeenCalledTimes(1);
  });
});
