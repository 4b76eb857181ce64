import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { UploadProgress } from './upload-progress';

describe('UploadProgress', () => {
  it('shows the share sent, floored, on a named bar', () => {
    render(<UploadProgress label="Uploading photos" fraction={0.996} />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading photos' });
    expect(bar).toHaveAttribute('value', '0.996');
    expect(screen.getByTestId('upload-progress')).toHaveTextContent('99%');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('is indeterminate while the size is unknown', () => {
    render(<UploadProgress label="Uploading" fraction={null} />);
    expect(screen.getByRole('progressbar')).not.toHaveAttribute('value');
  });

  it('offers a cancel that calls back', () => {
    const onCancel = vi.fn();
    render(<UploadProgress label="Uploading" fraction={0.2} onCancel={onCancel} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
