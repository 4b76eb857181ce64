import { useState, type FormEvent } from 'react';
import type { BankCardInput } from '@atrium/api';
import { useTranslation } from 'react-i18next';
import { Button, Section, TextField } from '@atrium/ui';
import { cardDigits, groupCardNumber, isValidCardNumber } from '../logic/card-number';

export interface BankCardFormProps {
  initial?: BankCardInput;
  submitLabel: string;
  /** Resolves when saved; rejects (already toasted) to keep the form filled. */
  onSubmit(card: BankCardInput): Promise<void>;
}

/** Holder, bank, branch and card number (grouped by four as typed, Luhn-checked). */
export function BankCardForm({ initial, submitLabel, onSubmit }: BankCardFormProps) {
  const { t } = useTranslation('funds');
  const [holderName, setHolder] = useState(initial?.holderName ?? '');
  const [bankName, setBank] = useState(initial?.bankName ?? '');
  const [branch, setBranch] = useState(initial?.branch ?? '');
  const [cardNumber, setNumber] = useState(initial?.cardNumber ?? '');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const errors = {
    holder: holderName.trim() === '' ? t('error_required') : undefined,
    bank: bankName.trim() === '' ? t('error_required') : undefined,
    // The server refuses a card without its branch, so it is asked for here too.
    branch: branch.trim() === '' ? t('error_required') : undefined,
    number: isValidCardNumber(cardNumber) ? undefined : t('error_card_number'),
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (errors.holder || errors.bank || errors.branch || errors.number || busy) return;
    setBusy(true);
    try {
      await onSubmit({ holderName: holderName.trim(), bankName: bankName.trim(), branch: branch.trim(), cardNumber });
    } catch {
      // Toasted by the client; the form keeps what was typed.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section as="form" onSubmit={(e) => void submit(e)} noValidate>
      <TextField label={t('holder_name')} name="holder" autoComplete="cc-name" value={holderName} onChange={setHolder} error={touched ? errors.holder : undefined} />
      <TextField label={t('bank_name')} name="bank" value={bankName} onChange={setBank} error={touched ? errors.bank : undefined} />
      <TextField label={t('branch')} name="branch" value={branch} onChange={setBranch} error={touched ? errors.branch : undefined} />
      <TextField
        label={t('card_number')}
        name="card-number"
        inputMode="numeric"
        autoComplete="cc-number"
        dir="ltr"
        value={groupCardNumber(cardNumber)}
        onChange={(typed) => setNumber(cardDigits(typed))}
        error={touched ? errors.number : undefined}
      />
      <Button type="submit" block loading={busy}>
        {submitLabel}
      </Button>
    </Section>
  );
}
