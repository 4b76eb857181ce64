/**
 * `@atrium/ui/amount`: the one amount input of every money form (funds, trading, defi-finance,
 * uplan, nft). Not part of the kit's main entry, which is a federated singleton loaded whole on
 * /home's first load: the remotes that use this bundle it, and it takes the kit's pieces (Button,
 * TextField, the formatters, the ui namespace) from the shared `@atrium/ui`.
 */
export { toDecimal, coinDecimals, INPUT_DECIMALS } from './decimal';
export { parseAmountInput, amountInputText, type ParsedAmount, type AmountFormatError } from './parse-amount';
export { amountError, amountValue, maxAmount, type AmountError, type AmountLimits } from './amount-rules';
export { useAmountErrorText, type AmountErrorTextLimits } from './use-amount-error-text';
export { AmountField, type AmountFieldProps } from './amount-field';
export { ChoiceChips, type ChoiceChipsProps } from './choice-chips';
