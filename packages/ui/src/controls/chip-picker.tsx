import { useState, type ReactNode } from 'react';
import { useTranslation } from '@atrium/i18n';
// The kit's pieces from the shared @atrium/ui: this entry is bundled by the screens that use it.
import { BottomSheet, RadioList, TextField } from '@atrium/ui';
import styles from './chip-picker.module.css';
import { cx } from '../utils/class-names';

/** One choice of {@link ChipPicker}. */
export interface ChipOption {
  value: string;
  /** The chip's text ("EUR"). */
  label: string;
}

/** Props of {@link ChipPicker}. */
export interface ChipPickerProps {
  options: readonly ChipOption[];
  /**
   * What is said after an option's label in the full list, and searched too ("Euro", in the
   * reader's language). Asked only while the full list is open: /assets named its 25 currencies
   * through Intl on every render, 50-100 ms of its first render on the mobile profile's CPU.
   */
  describe?(value: string): string;
  value: string;
  onChange(value: string): void;
  /**
   * The values worth a chip of their own, most used first (those not among `options` are left
   * out); the chosen value always has one. By default the first `chips` options.
   */
  frequent?: readonly string[];
  /** How many chips the row shows before "More", the chosen one included (default 4). */
  chips?: number;
  /** The group's name, and the title of the full list. */
  'aria-label': string;
  /** The full list's title when it differs from the group's name. */
  title?: ReactNode;
  className?: string;
}

/** Whether an option matches what was typed in the search box: its label, value or description, ignoring case and accents. */
function matches(option: ChipOption & { description: string }, search: string): boolean {
  const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
  const wanted = fold(search.trim());
  return wanted === '' || [option.label, option.value, option.description].some((text) => fold(text).includes(wanted));
}

/**
 * A choice from a long list (the display currency among 25) without a wall of chips: a row of a
 * few toggle chips — the chosen one filled, the most used beside it — and "More", which opens the
 * whole list in a bottom sheet with a search box. The chosen chip is `aria-pressed` and filled
 * with the brand colour, so the choice reads at a glance and to a screen reader.
 */
export function ChipPicker({ options, describe, value, onChange, frequent, chips = 4, 'aria-label': label, title, className }: ChipPickerProps) {
  const { t } = useTranslation('ui');
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const byValue = new Map(options.map((option) => [option.value, option]));
  const chosen = byValue.get(value);

  // The frequent ones in their own order, the chosen one taking the last place when it is not among them.
  const candidates = (frequent ?? options.map((option) => option.value)).filter((v) => byValue.has(v));
  const row = [...new Set(candidates)].slice(0, chips);
  if (chosen && !row.includes(value)) row.splice(Math.max(0, chips - 1), 1, value);
  const hidden = options.length > row.length;

  const close = () => {
    setOpen(false);
    setSearch('');
  };
  // The full list and its descriptions only while it is open.
  const found = open ? options.map((option) => ({ ...option, description: describe?.(option.value) ?? '' })).filter((option) => matches(option, search)) : [];

  return (
    <div role="group" aria-label={label} className={cx(styles.chips, className)}>
      {row.map((v) => (
        <button key={v} type="button" className={styles.chip} aria-pressed={v === value} onClick={() => v !== value && onChange(v)}>
          {byValue.get(v)!.label}
        </button>
      ))}
      {hidden && (
        <button type="button" className={cx(styles.chip, styles.more)} aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
          {t('more')}
          <svg className={styles.chevron} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
            <path d="M6 9l6 6 6-6" />
          </svg>
        </button>
      )}
      <BottomSheet open={open} onClose={close} title={title ?? label}>
        <TextField
          type="search"
          className={styles.search}
          value={search}
          onChange={setSearch}
          placeholder={t('search')}
          aria-label={t('search')}
          autoComplete="off"
          enterKeyHint="search"
        />
        {found.length === 0 ? (
          <p className={styles.empty} role="status">
            {t('no_match')}
          </p>
        ) : (
          <RadioList
            aria-label={label}
            items={found.map((option) => ({
              value: option.value,
              label: option.description ? (
                <>
                  <span className={styles.code}>{option.label}</span> <span className={styles.description}>{option.description}</span>
                </>
              ) : (
                option.label
              ),
            }))}
            value={value}
            onChange={(picked) => {
              onChange(picked);
              close();
            }}
          />
        )}
      </BottomSheet>
    </div>
  );
}
