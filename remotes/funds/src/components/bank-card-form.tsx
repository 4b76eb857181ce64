import { useState } from 'react';
import type { BankCardInput } from '@atrium/api';
import { useTranslation } from 'react-i18next';
import { Button, Section, TextField } from '@atrium/ui';
import { useSubmit } from '@atrium/ui/submit';
import { BANK_LIMIT, BRANCH_LIMIT, cardDigits, groupCardNumber, HOLDER_LIMIT, isValidCardNumber, isValidHolderName, textLength } from '../logic/card-number';

export interface BankCardFormProps {
  initial?: BankCardInput;
  submitLabel: string;
  /** Saves the card (a refusal rejects, already said by the client, and the form keeps what was typed). */
  save(card: BankCardInput): Promise<unknown>;
  /** The card is saved. */
  onSaved(): void;
}

/**
 * Holder, bank, branch and card number (grouped by four as typed, Luhn-checked), each with the
 * server's limits said before they bite (server/src/funds/bank-cards.ts cleanCard: holder 2–50
 * letters, bank 2–50 characters, branch 2–80, number 12–19 digits).
 */
export function BankCardForm({ initial, submitLabel, save, onSaved }: BankCardFormProps) {
  const { t } = useTranslation('funds');
  const [holderName, setHolder] = useState(initial?.holderName ?? '');
  const [bankName, setBank] = useState(initial?.bankName ?? '');
  const [branch, setBranch] = useState(initial?.branch ?? '');
  const [cardNumber, setNumber] = useState(initial?.cardNumber ?? '');
  const [touched, setTouched] = useState(false);
  const card = { holderName: holderName.trim().replace(/\s+/g, ' '), bankName: bankName.trim(), branch: branch.trim(), cardNumber };
  const textError = (text: string) => (text === '' ? t('error_required') : textLength(text) < 2 ? t('error_too_short') : undefined);
  const errors = {
    holder: textError(card.holderName) ?? (isValidHolderName(card.holderName) ? undefined : t('error_holder_name')),
    bank: textError(card.bankName),
    // The server refuses a card without its branch, so it is asked for here too.
    branch: textError(card.branch),
    number: isValidCardNumber(cardNumber) ? undefined : t('error_card_number'),
  };
  // Past a limit, the field itself says so (its counter and "At most N characters").
  const tooLong = textLength(holderName) > HOLDER_LIMIT || textLength(bankName) > BANK_LIMIT || textLength(branch) > BRANCH_LIMIT;

  const submit = useSubmit(() => save(card), {
    check: () => {
      setTouched(true);
      return !errors.holder && !errors.bank && !errors.branch && !errors.number && !tooLong;
    },
    onDone: onSaved,
  });

  return (
    <Section
      as="form"
      onSubmit={(event) => {
        event.preventDefault();
        submit.submit();
      }}
      noValidate
    >
      <TextField
        label={t('holder_name')}
        name="holder"
        autoComplete="cc-name"
        value={holderName}
        onChange={setHolder}
        limit={HOLDER_LIMIT}
        hint={t('holder_name_hint')}
        error={touched ? errors.holder : undefined}
      />
      <TextField label={t('bank_name')} name="bank" value={bankName} onChange={setBank} limit={BANK_LIMIT} error={touched ? errors.bank : undefined} />
      <TextField label={t('branch')} name="branch" value={branch} onChange={setBranch} limit={BRANCH_LIMIT} error={touched ? errors.branch : undefined} />
      <TextField
        label={t('card_number')}
        name="card-number"
        inputMode="numeric"
        autoComplete="cc-number"
        dir="ltr"
        value={groupCardNumber(cardNumber)}
        onChange={(typed) => setNumber(cardDigits(typed))}
        hint={t('card_number_hint')}
        error={touched ? errors.number : undefined}
      />
      <Button type="submit" block loading={submit.busy}>
        {submitLabel}
      </Button>
    </Section>
  );
}
