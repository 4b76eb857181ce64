import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './copy-text';

afterEach(() => vi.restoreAllMocks());

function withClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  vi.spyOn(window.navigator, 'clipboard', 'get').mockReturnValue((writeText ? { writeText } : undefined) as unknown as Clipboard);
}

describe('copying a link', () => {
  it('uses the Clipboard API when it is there', async () => {
    const writeText = vi.fn(async () => undefined);
    withClipboard(writeText);
    await expect(copyText('https://atrium.example/sign-in-wallet')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('https://atrium.example/sign-in-wallet');
  });

  it('falls back to a selected textarea when the Clipboard API refuses, and leaves nothing behind', async () => {
    withClipboard(async () => Promise.reject(new Error('denied')));
    let selected = '';
    const execCommand = vi.fn((command: string) => {
      selected = document.querySelector('textarea')?.value ?? '';
      return command === 'copy';
    });
    document.execCommand = execCommand;
    await expect(copyText('link')).resolves.toBe(true);
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(selected).toBe('link');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('reports a failure when neither way works', async () => {
    withClipboard(undefined);
    document.execCommand = vi.fn(() => false);
    await expect(copyText('link')).resolves.toBe(false);
  });
});
