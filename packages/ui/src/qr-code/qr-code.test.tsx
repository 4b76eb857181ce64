import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { QrCode } from './qr-code';
import { uiI18nReady } from '../i18n/register';

beforeAll(() => uiI18nReady);
afterEach(() => vi.restoreAllMocks());

// React reports a render error caught by a boundary on the console; keep the output clean.
const quietReactErrors = () => vi.spyOn(console, 'error').mockImplementation(() => {});

describe('QrCode', () => {
  it('shows a skeleton while the QR library loads, then a 170 px SVG code', async () => {
    const { container } = render(<QrCode value="TRx1234567890abcdef" title="Deposit address" />);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    await waitFor(() => expect(container.querySelector('svg path')).not.toBeNull());
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('width', '170');
    expect(svg).toHaveAttribute('height', '170');
    expect(svg.querySelector('title')).toHaveTextContent('Deposit address');
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('takes the size it is given', async () => {
    const { container } = render(<QrCode value="https://example.com/app.apk" size={120} />);
    await waitFor(() => expect(container.querySelector('svg')).toHaveAttribute('width', '120'));
  });

  it('says the content is too long instead of crashing for a value past QR capacity', async () => {
    quietReactErrors();
    const { container } = render(<QrCode value={'x'.repeat(3000)} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This content is too long for a QR code');
    expect(container.querySelector('svg path')).toBeNull();
  });

  it('draws again when a too-long value is replaced by one that fits', async () => {
    quietReactErrors();
    let change: (v: string) => void = () => {};
    function Holder() {
      const [value, setValue] = useState('x'.repeat(3000));
      change = setValue;
      return <QrCode value={value} />;
    }
    const { container } = render(<Holder />);
    await screen.findByRole('alert');
    act(() => change('short'));
    await waitFor(() => expect(container.querySelector('svg path')).not.toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
