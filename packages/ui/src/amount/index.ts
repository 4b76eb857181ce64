/**
 * `@atrium/ui/amount`: decimal amount input for the screens that take money from the user (funds,
 * defi-finance). Not part of the kit's main entry, which is a federated singleton loaded whole on
 * /home's first load: the remotes that use this bundle it, and it takes the kit's pieces (Button,
 * TextField, floorToDecimals, the ui namespace) from the shared `@atrium/ui`.
 */
export { toDecimal, coinDecimals, INPUT_DECIMALS } from './decimal';
export { acceptDecimalInput, amountError, maxAmount, type AmountError, type AmountLimits } from './amount-rules';
export { useAmountErrorText, type AmountErrorTextLimits } from './use-amount-error-text';
export { AmountField, type AmountFieldProps } from './amount-field';
export { ChoiceChips, type ChoiceChipsProps } from './choice-chips';
