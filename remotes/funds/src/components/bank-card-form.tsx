import { useForm, type FieldErrors } from '@atrium/kit';
import type { BankCardInput } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
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

type CardProblem = 'error_required' | 'error_too_short' | 'error_holder_name' | 'error_card_number';

/** What is sent: the names trimmed (the holder's inner spaces made one), the number as digits. */
const cleanCard = (values: BankCardInput): BankCardInput => ({
  holderName: values.holderName.trim().replace(/\s+/g, ' '),
  bankName: values.bankName.trim(),
  branch: values.branch.trim(),
  cardNumber: values.cardNumber,
});

const textProblem = (text: string): CardProblem | undefined => (text === '' ? 'error_required' : textLength(text) < 2 ? 'error_too_short' : undefined);

const problem = (name: keyof BankCardInput, key: CardProblem | undefined): FieldErrors<BankCardInput, CardProblem> => (key ? { [name]: key } : {});

/** What is wrong with a card before it is sent, as the server would say it (its limits aside: the fields count those). */
function cardProblems(values: BankCardInput): FieldErrors<BankCardInput, CardProblem> {
  const card = cleanCard(values);
  return {
    ...problem('holderName', textProblem(card.holderName) ?? (isValidHolderName(card.holderName) ? undefined : 'error_holder_name')),
    ...problem('bankName', textProblem(card.bankName)),
    // The server refuses a card without its branch, so it is asked for here too.
    ...problem('branch', textProblem(card.branch)),
    ...problem('cardNumber', isValidCardNumber(card.cardNumber) ? undefined : 'error_card_number'),
  };
}

/**
 * Holder, bank, branch and card number (grouped by four as typed, Luhn-checked), each with the
 * server's limits said before they bite (server/src/funds/bank-cards.ts cleanCard: holder 2–50
 * letters, bank 2–50 characters, branch 2–80, number 12–19 digits).
 */
export function BankCardForm({ initial, submitLabel, save, onSaved }: BankCardFormProps) {
  const { t } = useTranslation('funds');
  const form = useForm(
    { holderName: initial?.holderName ?? '', bankName: initial?.bankName ?? '', branch: initial?.branch ?? '', cardNumber: initial?.cardNumber ?? '' },
    cardProblems,
    (key) => t(key),
    // Past a limit, the field itself says so (its counter and "At most N characters").
    { holderName: HOLDER_LIMIT, bankName: BANK_LIMIT, branch: BRANCH_LIMIT },
  );

  const submit = useSubmit(() => save(cleanCard(form.values)), { check: form.check, onDone: onSaved });

  return (
    <Section
      as="form"
      onSubmit={(event) => {
        event.preventDefault();
        submit.submit();
      }}
      noValidate
    >
      <TextField label={t('holder_name')} {...form.field('holderName')} name="holder" autoComplete="cc-name" hint={t('holder_name_hint')} />
      <TextField label={t('bank_name')} {...form.field('bankName')} name="bank" />
      <TextField label={t('branch')} {...form.field('branch')} name="branch" />
      <TextField
        label={t('card_number')}
        {...form.field('cardNumber')}
        name="card-number"
        inputMode="numeric"
        autoComplete="cc-number"
        dir="ltr"
        value={groupCardNumber(form.values.cardNumber)}
        onChange={(typed) => form.set('cardNumber', cardDigits(typed))}
        hint={t('card_number_hint')}
      />
      <Button type="submit" block loading={submit.busy}>
        {submitLabel}
      </Button>
    </Section>
  );
}
