import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
