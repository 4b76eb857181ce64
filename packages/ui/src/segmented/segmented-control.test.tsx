import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SegmentedControl, type SegmentedOption } from './segmented-control';

type Side = 'buy' | 'sell' | 'hold';

const SIDES: SegmentedOption<Side>[] = [
  { value: 'buy', label: 'Buy', tone: 'up' },
  { value: 'sell', label: 'Sell', tone: 'down' },
];

function Controlled({ options = SIDES, initial = 'buy', onChange }: { options?: SegmentedOption<Side>[]; initial?: Side; onChange?: (value: Side) => void }) {
  const [value, setValue] = useState<Side>(initial);
  return (
    <SegmentedControl
      aria-label="Side"
      options={options}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const radio = (name: string) => screen.getByRole('radio', { name });

afterEach(() => document.documentElement.removeAttribute('dir'));

describe('SegmentedControl', () => {
  it('is a named radio group with the chosen segment checked and the only tab stop', () => {
    render(<Controlled />);
    expect(screen.getByRole('radiogroup', { name: 'Side' })).toBeInTheDocument();
    expect(radio('Buy')).toHaveAttribute('aria-checked', 'true');
    expect(radio('Sell')).toHaveAttribute('aria-checked', 'false');
    expect(radio('Buy')).toHaveAttribute('tabindex', '0');
    expect(radio('Sell')).toHaveAttribute('tabindex', '-1');
  });

  it('chooses the tapped segment, and a tap on the chosen one changes nothing', () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    fireEvent.click(radio('Buy'));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(radio('Sell'));
    expect(onChange).toHaveBeenCalledWith('sell');
    expect(radio('Sell')).toHaveAttribute('aria-checked', 'true');
    expect(radio('Sell')).toHaveAttribute('tabindex', '0');
  });

  it('carries the tone of each segment, which colours it only while chosen', () => {
    render(<Controlled />);
    expect(radio('Buy')).toHaveAttribute('data-tone', 'up');
    expect(radio('Sell')).toHaveAttribute('data-tone', 'down');
  });

  it('moves the choice and the focus with the arrow keys, wrapping around', () => {
    render(<Controlled />);
    fireEvent.keyDown(radio('Buy'), { key: 'ArrowRight' });
    expect(radio('Sell')).toHaveAttribute('aria-checked', 'true');
    expect(radio('Sell')).toHaveFocus();
    fireEvent.keyDown(radio('Sell'), { key: 'ArrowRight' });
    expect(radio('Buy')).toHaveAttribute('aria-checked', 'true');
    fireEvent.keyDown(radio('Buy'), { key: 'ArrowUp' });
    expect(radio('Sell')).toHaveAttribute('aria-checked', 'true');
  });

  it('follows the reading direction in right-to-left text: the left arrow goes forward', () => {
    document.documentElement.setAttribute('dir', 'rtl');
    render(<Controlled />);
    fireEvent.keyDown(radio('Buy'), { key: 'ArrowLeft' });
    expect(radio('Sell')).toHaveAttribute('aria-checked', 'true');
    fireEvent.keyDown(radio('Sell'), { key: 'ArrowRight' });
    expect(radio('Buy')).toHaveAttribute('aria-checked', 'true');
  });

  it('steps over a disabled segment, and Home and End go to the ends', () => {
    const options: SegmentedOption<Side>[] = [...SIDES.slice(0, 1), { value: 'hold', label: 'Hold', disabled: true }, SIDES[1]!];
    render(<Controlled options={options} />);
    fireEvent.keyDown(radio('Buy'), { key: 'ArrowRight' });
    expect(radio('Sell')).toHaveAttribute('aria-checked', 'true');
    expect(radio('Hold')).toBeDisabled();
    fireEvent.keyDown(radio('Sell'), { key: 'Home' });
    expect(radio('Buy')).toHaveAttribute('aria-checked', 'true');
    fireEvent.keyDown(radio('Buy'), { key: 'End' });
    expect(radio('Sell')).toHaveAttribute('aria-checked', 'true');
  });

  it('ignores other keys, and never submits a form', () => {
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    const { container } = render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <Controlled />
      </form>,
    );
    fireEvent.keyDown(radio('Buy'), { key: 'a' });
    expect(radio('Buy')).toHaveAttribute('aria-checked', 'true');
    fireEvent.click(radio('Sell'));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(container.querySelectorAll('button[type="button"]')).toHaveLength(2);
  });

  it('keeps the first segment reachable by Tab when nothing is chosen', () => {
    render(<SegmentedControl aria-label="Side" options={SIDES} value={'hold' as Side} onChange={() => undefined} />);
    expect(radio('Buy')).toHaveAttribute('tabindex', '0');
    expect(radio('Sell')).toHaveAttribute('tabindex', '-1');
  });
});
