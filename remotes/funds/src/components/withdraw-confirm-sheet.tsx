import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BottomSheet, Button, NumberText, PasswordField, Section } from '@atrium/ui';
import styles from './funds-page.module.css';

export interface WithdrawConfirmSheetProps {
  open: boolean;
  onClose(): void;
  coin: string;
  address: string;
  amount: string;
  fee: string;
  net: string;
  busy: boolean;
  /** The server's refusal (wrong fund password…), kept on screen. */
  error: string | null;
  onConfirm(pwd: string): void;
}

/** The last look before a withdrawal: where, how much, the fee, what arrives, and the fund password. */
export function WithdrawConfirmSheet({ open, onClose, coin, address, amount, fee, net, busy, error, onConfirm }: WithdrawConfirmSheetProps) {
  const { t } = useTranslation('funds');
  const [pwd, setPwd] = useState('');
  const unit = coin.toUpperCase();
  return (
    <BottomSheet open={open} onClose={onClose} title={t('confirm_withdraw')}>
      <Section as="form"
        onSubmit={(event) => {
          event.preventDefault();
          if (pwd) onConfirm(pwd);
        }}
      >
        <div className={styles.row}>
          <span className={styles.muted}>{t('address')}</span>
          <span className={styles.mono}>{address}</span>
        </div>
        <div className={styles.row}>
          <span className={styles.muted}>{t('amount')}</span>
          <span>
            <NumberText value={amount} /> {unit}
          </span>
        </div>
        <div className={styles.row}>
          <span className={styles.muted}>{t('fee')}</span>
          <span>
            <NumberText value={fee} /> {unit}
          </span>
        </div>
        <div className={styles.row}>
          <span className={styles.muted}>{t('net_amount')}</span>
          <span className={styles.strong}>
            <NumberText value={net} /> {unit}
          </span>
        </div>
        <PasswordField label={t('fund_password')} name="fund-password" autoComplete="off" value={pwd} onChange={setPwd} error={error ?? undefined} />
        <Button type="submit" block loading={busy} disabled={!pwd}>
          {t('confirm')}
        </Button>
      </Section>
    </BottomSheet>
  );
}
