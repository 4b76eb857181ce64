import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CaptchaImage } from './captcha-image';
import { uiI18nReady } from '../i18n/register';

beforeAll(() => uiI18nReady);

describe('CaptchaImage', () => {
  it('shows the image and asks for another on a tap', () => {
    const onRefresh = vi.fn();
    render(<CaptchaImage src="/captcha?t=1" onRefresh={onRefresh} />);
    expect(screen.getByRole('img', { name: 'Image code' })).toHaveAttribute('src', '/captcha?t=1');
    fireEvent.click(screen.getByRole('button', { name: 'Show another image code' }));
    expect(onRefresh).toHaveBeenCalledOnce();
  });

  it('says when the image failed and shows the next one when its URL changes', () => {
    const { rerender } = render(<CaptchaImage src="/captcha?t=1" onRefresh={() => {}} />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('button')).toHaveTextContent('Tap to reload');
    rerender(<CaptchaImage src="/captcha?t=2" onRefresh={() => {}} />);
    expect(screen.getByRole('img', { name: 'Image code' })).toHaveAttribute('src', '/captcha?t=2');
  });
});
