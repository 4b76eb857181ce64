import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CopyButton } from './copy-button';
import { ToastHost } from '../toast/toast-host';
import { toast } from '../toast/toast-store';
import { uiI18nReady } from '../i18n/register';

beforeAll(() => uiI18nReady);
afterEach(() => {
  act(() => toast.clear());
  vi.unstubAllGlobals();
});

function clipboard(writeText: (text: string) => Promise<void>) {
  vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
}

describe('CopyButton', () => {
  it('copies its text and says so', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    clipboard(writeText);
    render(
      <>
        <ToastHost />
        <CopyButton text="INVITE42">Copy code</CopyButton>
      </>,
    );
    const button = screen.getByRole('button', { name: 'Copy code' });
    expect(button).toHaveAttribute('data-variant', 'secondary');
    fireEvent.click(button);
    expect(writeText).toHaveBeenCalledWith('INVITE42');
    expect(await screen.findByText('Copied')).toBeInTheDocument();
  });

  it('says the copy failed when the clipboard refuses', async () => {
    clipboard(() => Promise.reject(new Error('not allowed')));
    render(
      <>
        <ToastHost />
        <CopyButton text="0xabc">Copy address</CopyButton>
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Copy address' }));
    expect(await screen.findByText('Copy failed')).toBeInTheDocument();
  });
});
