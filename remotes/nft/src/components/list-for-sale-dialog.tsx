import { useState } from 'react';
import { listNftForSale, type NftItem } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { Dialog, formatAmount } from '@atrium/ui';
import { useSubmit } from '@atrium/ui/submit';
import { AmountField, amountError, amountValue, useAmountErrorText } from '@atrium/ui/amount';
import { NFT_FEE, PRICE_DECIMALS } from '../logic/nft-limits';

export interface ListForSaleDialogProps {
  item: NftItem;
  onClose(): void;
  onListed(item: NftItem): void;
}

const usdt = (value: string) => `${formatAmount(value, { exact: true })} USDT`;

/**
 * Asks the price (USDT, > 0, at most 8 decimals) to list an owned item at, or to re-price a listed
 * one. Continue shows the price, the fee (none) and what the seller receives into which account;
 * only its Confirm sends, the price as the plain decimal it means. A refused listing keeps the
 * dialog open with what was typed (the client toasts why).
 */
export function ListForSaleDialog({ item, onClose, onListed }: ListForSaleDialogProps) {
  const { t } = useTranslation('nft');
  const errorText = useAmountErrorText();
  const [price, setPrice] = useState(item.price ?? '');
  const [touched, setTouched] = useState(false);
  const error = amountError(price, { decimals: PRICE_DECIMALS });
  const value = () => amountValue(price, { decimals: PRICE_DECIMALS })!;

  const { busy, submit, confirmation } = useSubmit(() => listNftForSale(item.id, value()), {
    check: () => {
      setTouched(true);
      return error === null;
    },
    confirm: () => ({
      title: t(item.price === null ? 'confirm_list_title' : 'confirm_reprice_title'),
      rows: [
        { label: t('item'), value: item.name },
        { label: t('price'), value: usdt(value()) },
        { label: t('fee'), value: usdt(NFT_FEE) },
        { label: t('you_receive'), value: usdt(value()) },
        { label: t('paid_into'), value: t('funding_account') },
      ],
      note: t('list_note'),
    }),
    onDone: onListed,
  });

  return (
    <>
      <Dialog open title={t('list_title', { name: item.name })} confirmText={t('continue')} onConfirm={submit} onCancel={() => !busy && onClose()}>
        <AmountField
          label={t('price')}
          value={price}
          onChange={(next) => {
            setPrice(next);
            setTouched(true);
          }}
          decimals={PRICE_DECIMALS}
          unit="USDT"
          name="price"
          hint={t('price_hint')}
          error={touched ? errorText(error, { decimals: PRICE_DECIMALS, unit: 'usdt' }) : null}
          disabled={busy}
        />
      </Dialog>
      {confirmation}
    </>
  );
}
