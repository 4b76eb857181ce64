import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@atrium/i18n';
import type { AreaCode, AreaCodeGroup } from './area-code';
import styles from './area-code-picker.module.css';
import { Button } from '../button/button';
import { EmptyState } from '../empty-state/empty-state';
import { BottomSheet } from '../overlay/bottom-sheet';
import { Skeleton } from '../skeleton/skeleton';
import { TextField } from '../text-field/text-field';
import { cx } from '../utils/class-names';
import '../i18n/register';

// The countries' names, the search and the list load with the first opening, not with the kit.
const AreaCodeResults = lazy(() => import(/* webpackChunkName: "area-code-results" */ './area-code-results'));

/** Props of {@link AreaCodePicker}. */
export interface AreaCodePickerProps {
  /** The countries by index letter; `undefined` while the caller is still loading them. */
  groups: readonly AreaCodeGroup[] | undefined;
  /** The chosen phone code, digits only ("93"). */
  value: string;
  onChange: (phoneCode: string) => void;
  /** Called each time the list opens, and by the retry button: the place to load `groups` on first use. */
  onOpen?: () => void;
  /** Loading `groups` failed: the sheet offers to try again (which calls `onOpen`). */
  failed?: boolean;
  disabled?: boolean;
  className?: string;
}

/**
 * The area-code field (spec §2): shows "+93" and opens a bottom sheet with a search box and
 * the countries grouped by letter, each named in the reader's language with its "+code".
 */
export function AreaCodePicker({ groups, value, onChange, onOpen, failed = false, disabled = false, className }: AreaCodePickerProps) {
  const { t } = useTranslation('ui');
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  // Several countries share a code (+1, +7): the tick goes to the one the user picked.
  const [pickedCountry, setPickedCountry] = useState<string | null>(null);

  const withValue = (groups ?? []).flatMap((group) => group.data).filter((entry) => entry.phoneCode === value);
  const selectedCountry = withValue.find((entry) => entry.countryCode === pickedCountry)?.countryCode ?? withValue[0]?.countryCode;
  const isSelected = (entry: AreaCode) => entry.phoneCode === value && entry.countryCode === selectedCountry;

  const close = () => {
    setOpen(false);
    setSearch('');
  };
  const pick = (entry: AreaCode) => {
    setPickedCountry(entry.countryCode);
    onChange(entry.phoneCode);
    close();
  };

  return (
    <>
      <button
        type="button"
        className={cx(styles.trigger, className)}
        disabled={disabled}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={`${t('area_code')} +${value}`}
        onClick={() => {
          setOpen(true);
          onOpen?.();
        }}
      >
        <span dir="ltr">+{value}</span>
        <span className={styles.caret} aria-hidden="true" />
      </button>
      <BottomSheet open={open} onClose={close} title={t('area_code_title')}>
        <TextField
          type="search"
          className={styles.search}
          value={search}
          onChange={setSearch}
          placeholder={t('area_code_search')}
          aria-label={t('area_code_search')}
          autoComplete="off"
          enterKeyHint="search"
        />
        <div className={styles.results}>
          {!groups && failed ? (
            <EmptyState
              action={
                <Button variant="secondary" onClick={onOpen}>
                  {t('retry')}
                </Button>
              }
            />
          ) : !groups ? (
            <Skeleton lines={8} />
          ) : (
            <Suspense fallback={<Skeleton lines={8} />}>
              <AreaCodeResults groups={groups} search={search} isSelected={isSelected} onPick={pick} />
            </Suspense>
          )}
        </div>
      </BottomSheet>
    </>
  );
}
