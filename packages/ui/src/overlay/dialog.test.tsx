import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Dialog, type DialogProps } from './dialog';
import { uiI18nReady } from '../i18n/register';

beforeAll(() => uiI18nReady);

const backdrop = () => screen.getByRole('dialog').parentElement!;

describe('Dialog', () => {
  it('renders nothing while closed', () => {
    render(<Dialog open={false} title="Frozen" />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a labelled modal dialog rendered into the body', () => {
    const { container } = render(
      <Dialog open title="Account frozen">
        Contact customer service.
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Account frozen' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(container).not.toContainElement(dialog);
    expect(document.body).toContainElement(dialog);
    expect(dialog).toHaveTextContent('Contact customer service.');
  });

  it('asks a question with translated confirm and cancel buttons', () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<Dialog open title="Delete?" onConfirm={onConfirm} onCancel={onCancel} />);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('uses the button labels it is given', () => {
    render(<Dialog open onConfirm={() => {}} onCancel={() => {}} confirmText="Go" cancelText="Stay" />);
    expect(screen.getByRole('button', { name: 'Go' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stay' })).toBeInTheDocument();
  });

  it('shows only the confirm button when there is nothing to cancel', () => {
    render(<Dialog open title="Notice" onConfirm={() => {}} />);
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('closes on a backdrop tap and on Escape by default, but not on a tap inside', () => {
    const onCancel = vi.fn();
    render(<Dialog open title="Notice" onCancel={onCancel} />);
    fireEvent.click(screen.getByRole('dialog'));
    expect(onCancel).not.toHaveBeenCalled();
    fireEvent.click(backdrop());
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('ignores the backdrop and Escape when closeOnBackdrop is false', () => {
    const onCancel = vi.fn();
    render(<Dialog open title="Required" onCancel={onCancel} closeOnBackdrop={false} showClose />);
    fireEvent.click(backdrop());
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onCancel).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('moves focus into the dialog, keeps the page from scrolling, and restores both on close', () => {
    function Screen(props: Partial<DialogProps>) {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button onClick={() => setOpen(true)}>Open</button>
          <Dialog {...props} open={open} title="Hi" onConfirm={() => setOpen(false)} />
        </>
      );
    }
    render(<Screen />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    expect(screen.getByRole('dialog')).toHaveFocus();
    expect(document.body).toHaveAttribute('data-scroll-locked');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    expect(document.body).not.toHaveAttribute('data-scroll-locked');
  });

  it('keeps Tab inside the dialog', () => {
    render(<Dialog open title="Q" onConfirm={() => {}} onCancel={() => {}} />);
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    confirm.focus();
    fireEvent.keyDown(confirm, { key: 'Tab' });
    expect(cancel).toHaveFocus();
    fireEvent.keyDown(cancel, { key: 'Tab', shiftKey: true });
    expect(confirm).toHaveFocus();
  });
});
