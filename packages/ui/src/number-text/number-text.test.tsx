import BigNumber from 'bignumber.js';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NumberText } from './number-text';
import styles from './number-text.module.css';

describe('NumberText', () => {
  it('shows an amount by default', () => {
    render(<NumberText value="1234.5678" />);
    expect(screen.getByText('1,234.56')).toHaveAttribute('dir', 'ltr');
  });

  it('formats by the kind it is given', () => {
    render(
      <>
        <NumberText value={new BigNumber('0.98765')} kind="price" />
        <NumberText value="1234567" kind="abbreviate" />
        <NumberText value="12.345" kind="percent" />
      </>,
    );
    expect(screen.getByText('0.9876')).toBeInTheDocument();
    expect(screen.getByText('1.23M')).toBeInTheDocument();
    expect(screen.getByText('12.34%')).toBeInTheDocument();
  });

  it('marks and colours a change up, down or flat', () => {
    render(
      <>
        <NumberText value="1.5" kind="change" />
        <NumberText value="-0.001" kind="change" />
        <NumberText value="0" kind="change" />
      </>,
    );
    expect(screen.getByText('+1.50%')).toHaveAttribute('data-trend', 'up');
    expect(screen.getByText('+1.50%')).toHaveClass(styles.up!);
    expect(screen.getByText('-0.01%')).toHaveAttribute('data-trend', 'down');
    expect(screen.getByText('-0.01%')).toHaveClass(styles.down!);
    expect(screen.getByText('0.00%')).toHaveAttribute('data-trend', 'flat');
  });

  it('does not mark the trend of plain numbers', () => {
    render(<NumberText value="-5" />);
    expect(screen.getByText('-5')).not.toHaveAttribute('data-trend');
  });
});
