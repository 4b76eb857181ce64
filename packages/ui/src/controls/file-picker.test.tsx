import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FilePicker, type FilePickerProps } from './file-picker';

const png = (name = 'proof.png', size = 10) => new File([new Uint8Array(size)], name, { type: 'image/png' });

function Controlled(props: Partial<FilePickerProps> & { onPicked?: (file: File | null) => void }) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <FilePicker
      label="Proof of payment"
      accept="image/jpeg,image/png,image/webp"
      maxBytes={5 * 1024 * 1024}
      clearable
      {...props}
      file={file}
      onChange={(picked) => {
        setFile(picked);
        props.onPicked?.(picked);
      }}
    />
  );
}

const choose = (file: File) => {
  const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
  Object.defineProperty(input, 'files', { configurable: true, value: [file] });
  fireEvent.change(input);
};

describe('FilePicker', () => {
  let made: string[];
  let revoked: string[];
  beforeEach(() => {
    made = [];
    revoked = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => {
      made.push(`blob:preview-${made.length + 1}`);
      return made.at(-1)!;
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => void revoked.push(url));
  });
  afterEach(() => vi.restoreAllMocks());

  it('is a named group with a translated button; the native input is hidden and out of the tab order', () => {
    render(<Controlled />);
    const group = screen.getByRole('group', { name: 'Proof of payment' });
    expect(within(group).getByRole('button', { name: 'Choose a photo' })).toBeInTheDocument();
    const input = group.querySelector('input[type=file]')!;
    expect(input).toHaveAttribute('tabindex', '-1');
    expect(input).toHaveAttribute('aria-hidden', 'true');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
  });

  it('opens the native dialog from the button', () => {
    render(<Controlled />);
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    const click = vi.spyOn(input, 'click').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Choose a photo' }));
    expect(click).toHaveBeenCalledOnce();
  });

  it('says "file" when it takes more than images', () => {
    render(<Controlled accept="application/pdf,image/png" />);
    expect(screen.getByRole('button', { name: 'Choose a file' })).toBeInTheDocument();
  });

  it('shows the chosen file’s name and preview, and revokes the preview when it is replaced, removed or gone', () => {
    const onPicked = vi.fn();
    const { unmount } = render(<Controlled onPicked={onPicked} />);
    choose(png('first.png'));
    expect(onPicked).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'first.png' }));
    expect(screen.getByTestId('file-name')).toHaveTextContent('first.png');
    expect(screen.getByRole('group').querySelector('img')).toHaveAttribute('src', 'blob:preview-1');
    expect(screen.getByRole('button', { name: 'Choose another photo' })).toBeInTheDocument();

    choose(png('second.png'));
    expect(revoked).toEqual(['blob:preview-1']);
    expect(screen.getByRole('group').querySelector('img')).toHaveAttribute('src', 'blob:preview-2');

    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onPicked).toHaveBeenLastCalledWith(null);
    expect(revoked).toEqual(['blob:preview-1', 'blob:preview-2']);
    expect(screen.queryByTestId('file-name')).toBeNull();

    choose(png('third.png'));
    unmount();
    expect(revoked).toEqual(['blob:preview-1', 'blob:preview-2', 'blob:preview-3']);
  });

  it('refuses a file of another type, naming the types taken, and keeps the previous choice', () => {
    const onPicked = vi.fn();
    render(<Controlled onPicked={onPicked} />);
    choose(png('kept.png'));
    choose(new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }));
    expect(onPicked).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a JPEG, PNG, or WebP file.');
    expect(screen.getByTestId('file-name')).toHaveTextContent('kept.png');
    expect(screen.getByRole('button', { name: 'Choose another photo' })).toHaveAccessibleDescription('Choose a JPEG, PNG, or WebP file.');
  });

  it('refuses a file over the size limit, saying the limit', () => {
    const onPicked = vi.fn();
    render(<Controlled onPicked={onPicked} maxBytes={1024 * 1024} />);
    choose(png('big.png', 1024 * 1024 + 1));
    expect(onPicked).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a file of at most 1 MB.');
    choose(png('small.png', 1024));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the caller’s error, or else the hint', () => {
    const { rerender } = render(<FilePicker label="Front" file={null} onChange={() => undefined} hint="Up to 5 MB" />);
    expect(screen.getByRole('button')).toHaveAccessibleDescription('Up to 5 MB');
    rerender(<FilePicker label="Front" file={null} onChange={() => undefined} hint="Up to 5 MB" error="Please add this photo" />);
    expect(screen.getByRole('button')).toHaveAccessibleDescription('Please add this photo');
    expect(screen.getByRole('group')).toHaveAttribute('data-invalid', 'true');
  });

  it('shows the upload’s progress with its cancel', () => {
    const onCancel = vi.fn();
    render(<FilePicker label="Proof" file={png()} onChange={() => undefined} progress={{ fraction: 0.5, onCancel }} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('value', '0.5');
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Cancel' })));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
