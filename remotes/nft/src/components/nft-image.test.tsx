import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NftImage } from './nft-image';

describe('NftImage', () => {
  it('draws the picture from the assets host and a placeholder once it fails to load', () => {
    const { container } = render(<NftImage src="/api/static/nft/atrium-koi-1.svg" alt="Koi Sakura" />);
    const img = screen.getByRole('img', { name: 'Koi Sakura' });
    expect(img).toHaveAttribute('src', 'http://localhost/api/static/nft/atrium-koi-1.svg');
    fireEvent.error(img);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('nft-placeholder')).toHaveAttribute('aria-label', 'Koi Sakura');
  });

  it('shows the placeholder when there is no picture', () => {
    render(<NftImage src="" alt="Nothing" />);
    expect(screen.getByTestId('nft-placeholder')).toBeInTheDocument();
  });

  it('fetches a first-screen picture at once and first, and leaves the others lazy', () => {
    render(
      <>
        <NftImage src="/api/static/nft/atrium-koi.svg" alt="Koi" aboveFold />
        <NftImage src="/api/static/nft/atrium-koi-1.svg" alt="Koi Sakura" />
      </>,
    );
    const first = screen.getByRole('img', { name: 'Koi' });
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    const below = screen.getByRole('img', { name: 'Koi Sakura' });
    expect(below).toHaveAttribute('loading', 'lazy');
    expect(below).not.toHaveAttribute('fetchpriority', 'high');
  });

  it('says when its picture has settled: loaded, failed, or none to load; and draws only the placeholder while held', () => {
    const settled = vi.fn();
    const { rerender } = render(<NftImage src="/api/static/nft/atrium-koi.svg" alt="Koi" onSettled={settled} />);
    expect(settled).not.toHaveBeenCalled();
    fireEvent.load(screen.getByRole('img', { name: 'Koi' }));
    expect(settled).toHaveBeenCalledTimes(1);
    rerender(<NftImage src="/api/static/nft/atrium-koi-2.svg" alt="Koi" onSettled={settled} />);
    fireEvent.error(screen.getByRole('img', { name: 'Koi' }));
    expect(settled).toHaveBeenCalledTimes(2);
    rerender(<NftImage src="" alt="Koi" onSettled={settled} />);
    expect(settled).toHaveBeenCalledTimes(3);

    const { container } = render(<NftImage src="/api/static/nft/atrium-koi-3.svg" alt="Held" held />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Held' })).toHaveAttribute('data-testid', 'nft-placeholder');
  });
});
