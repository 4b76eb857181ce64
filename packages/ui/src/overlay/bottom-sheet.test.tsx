import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { BottomSheet } from './bottom-sheet';
import { uiI18nReady } from '../i18n/register';

beforeAll(() => uiI18nReady);

describe('BottomSheet', () => {
  it('renders nothing while closed', () => {
    render(<BottomSheet open={false} onClose={() => {}} title="Service" />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a labelled modal dialog in the body with focus inside', () => {
    render(
      <BottomSheet open onClose={() => {}} title="Customer service">
        <a href="/service">Chat</a>
      </BottomSheet>,
    );
    const sheet = screen.getByRole('dialog', { name: 'Customer service' });
    expect(sheet).toHaveAttribute('aria-modal', 'true');
    expect(sheet).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Chat' })).toBeInTheDocument();
  });

  it('closes on a backdrop tap, Escape and the close button, not on a tap inside', () => {
    const onClose = vi.fn();
    render(<BottomSheet open onClose={onClose} title="Pick" />);
    fireEvent.click(screen.getByRole('dialog'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('dialog').parentElement!);
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('lets only the innermost of two open modals answer Escape', () => {
    const outer = vi.fn();
    const inner = vi.fn();
    render(
      <>
        <BottomSheet open onClose={outer} title="Outer" />
        <BottomSheet open onClose={inner} title="Inner" />
      </>,
    );
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(inner).toHaveBeenCalledOnce();
    expect(outer).not.toHaveBeenCalled();
  });
});
