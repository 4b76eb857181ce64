import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AreaCodeGroup } from './area-code';
import { AreaCodePicker } from './area-code-picker';
import { uiI18nReady } from '../i18n/register';

beforeAll(() => uiI18nReady);

const GROUPS: AreaCodeGroup[] = [
  { letter: 'A', data: [{ englishName: 'Afghanistan', chineseName: '阿富汗', phoneCode: '93', countryCode: 'AF' }] },
  { letter: 'C', data: [{ englishName: 'Canada', chineseName: '加拿大', phoneCode: '1', countryCode: 'CA' }] },
  { letter: 'U', data: [{ englishName: 'United States', chineseName: '美国', phoneCode: '1', countryCode: 'US' }] },
];

function Harness({ groups = GROUPS, initial = '93', onOpen }: { groups?: AreaCodeGroup[]; initial?: string; onOpen?: () => void }) {
  const [value, setValue] = useState(initial);
  return <AreaCodePicker groups={groups} value={value} onChange={setValue} onOpen={onOpen} />;
}

const trigger = () => screen.getByRole('button', { name: /area code/i });
const sheet = () => screen.getByRole('dialog', { name: 'Country or region' });

describe('AreaCodePicker', () => {
  it('shows the chosen code with a plus and opens a sheet with a search and the countries by letter', async () => {
    const onOpen = vi.fn();
    render(<Harness onOpen={onOpen} />);
    expect(trigger()).toHaveTextContent('+93');
    expect(trigger()).toHaveAccessibleName('Area code +93');
    fireEvent.click(trigger());
    expect(onOpen).toHaveBeenCalledOnce();
    expect(within(sheet()).getByRole('searchbox', { name: /search/i })).toBeInTheDocument();
    expect(await within(sheet()).findByRole('region', { name: 'C' })).toHaveTextContent('Canada+1');
    expect(within(sheet()).getByRole('button', { name: /Afghanistan/ })).toHaveAttribute('aria-current', 'true');
  });

  it('narrows the list as the user types and says when nothing matches', async () => {
    render(<Harness />);
    fireEvent.click(trigger());
    await within(sheet()).findByRole('button', { name: /Afghanistan/ });
    const box = within(sheet()).getByRole('searchbox');
    fireEvent.change(box, { target: { value: '+1' } });
    expect(within(sheet()).queryByRole('button', { name: /Afghanistan/ })).toBeNull();
    expect(within(sheet()).getByRole('button', { name: /Canada/ })).toBeInTheDocument();
    fireEvent.change(box, { target: { value: 'atlantis' } });
    expect(within(sheet()).getByText('No country or region matches')).toBeInTheDocument();
  });

  it('takes the picked code, closes, and ticks the country picked among those sharing a code', async () => {
    render(<Harness />);
    fireEvent.click(trigger());
    fireEvent.click(await within(sheet()).findByRole('button', { name: /United States/ }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger()).toHaveTextContent('+1');
    fireEvent.click(trigger());
    expect(within(sheet()).getByRole('button', { name: /United States/ })).toHaveAttribute('aria-current', 'true');
    expect(within(sheet()).getByRole('button', { name: /Canada/ })).not.toHaveAttribute('aria-current');
  });

  it('starts the next opening with an empty search', () => {
    render(<Harness />);
    fireEvent.click(trigger());
    fireEvent.change(within(sheet()).getByRole('searchbox'), { target: { value: 'can' } });
    fireEvent.click(within(sheet()).getByRole('button', { name: 'Close' }));
    fireEvent.click(trigger());
    expect(within(sheet()).getByRole('searchbox')).toHaveValue('');
  });

  it('shows a placeholder while the countries are loading', () => {
    render(<AreaCodePicker groups={undefined} value="93" onChange={() => {}} />);
    fireEvent.click(trigger());
    expect(within(sheet()).getByText('Loading…')).toBeInTheDocument();
  });

  it('can be disabled', () => {
    render(<AreaCodePicker groups={GROUPS} value="93" onChange={() => {}} disabled />);
    expect(trigger()).toBeDisabled();
  });
});

describe('AreaCodePicker when the list could not be loaded', () => {
  it('offers to try again', () => {
    const onOpen = vi.fn();
    render(<AreaCodePicker groups={undefined} failed value="93" onChange={() => {}} onOpen={onOpen} />);
    fireEvent.click(trigger());
    expect(within(sheet()).getByText('No data')).toBeInTheDocument();
    fireEvent.click(within(sheet()).getByRole('button', { name: 'Retry' }));
    expect(onOpen).toHaveBeenCalledTimes(2);
  });
});
