import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@atrium/i18n';
import { PercentChips } from './percent-chips';

afterEach(() => changeLanguage('en'));

const labels = () => screen.getAllByRole('button').map((button) => button.textContent);

describe('PercentChips', () => {
  it('offers the quarters by default, in a named group, and calls back with the fraction', () => {
    const onPick = vi.fn();
    render(<PercentChips aria-label="Share of the available amount" onPick={onPick} />);
    expect(screen.getByRole('group', { name: 'Share of the available amount' })).toBeInTheDocument();
    expect(labels()).toEqual(['25%', '50%', '75%', '100%']);
    fireEvent.click(screen.getByRole('button', { name: '75%' }));
    expect(onPick).toHaveBeenCalledWith(0.75);
    fireEvent.click(screen.getByRole('button', { name: '100%' }));
    expect(onPick).toHaveBeenLastCalledWith(1);
  });

  it('names the whole as the screen says it', () => {
    render(<PercentChips aria-label="Share" allLabel="All" onPick={() => undefined} />);
    expect(labels()).toEqual(['25%', '50%', '75%', 'All']);
  });

  it('draws the share in use pressed, and none when the amount is another', () => {
    const { rerender } = render(<PercentChips aria-label="Share" value={0.5} onPick={() => undefined} />);
    expect(screen.getByRole('button', { name: '50%' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '25%' })).toHaveAttribute('aria-pressed', 'false');
    rerender(<PercentChips aria-label="Share" value={null} onPick={() => undefined} />);
    expect(screen.getAllByRole('button').filter((button) => button.getAttribute('aria-pressed') === 'true')).toEqual([]);
  });

  it('writes the percentages the page language’s way, other shares too', async () => {
    await changeLanguage('tr');
    render(<PercentChips aria-label="Share" fractions={[0.1, 0.333, 1]} onPick={() => undefined} />);
    expect(labels()).toEqual(['%10', '%33,30', '%100']);
  });

  it('is inert while disabled', () => {
    const onPick = vi.fn();
    render(<PercentChips aria-label="Share" disabled onPick={onPick} />);
    fireEvent.click(screen.getByRole('button', { name: '25%' }));
    expect(onPick).not.toHaveBeenCalled();
  });
});
