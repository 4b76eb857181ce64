import { useTranslation } from '@atrium/i18n';
import { TextField, type TextFieldProps } from '@atrium/ui';
import { MarketIcon } from './icons';
import styles from './coin-search-field.module.css';

export interface CoinSearchFieldProps extends Pick<TextFieldProps, 'autoFocus' | 'enterKeyHint'> {
  value: string;
  onChange(value: string): void;
}

/** The search box over a coin list (/tradeSearch, /addOptional): what the user types filters the coins. */
export function CoinSearchField({ value, onChange, ...rest }: CoinSearchFieldProps) {
  const { t } = useTranslation('trading-market');
  return (
    <div className={styles.field}>
      <TextField
        {...rest}
        type="search"
        value={value}
        onChange={onChange}
        placeholder={t('search_placeholder')}
        aria-label={t('search')}
        prefix={<MarketIcon name="search" />}
        autoComplete="off"
      />
    </div>
  );
}
