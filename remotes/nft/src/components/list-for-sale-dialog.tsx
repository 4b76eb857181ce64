import { useState } from 'react';
import { listNftForSale, type NftItem } from '@atrium/api';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@atrium/ui';
import { AmountField, amountError, INPUT_DECIMALS, useAmountErrorText } from '@atrium/ui/amount';

export interface ListForSaleDialogProps {
  item: NftItem;
  onClose(): void;
  onListed(item: NftItem): void;
}

/**
 * Asks the price (USDT, > 0, at most 8 decimals) to list an owned item at, or to re-price a listed
 * one. A refused listing keeps the dialog open with what was typed (the client toasts why).
 */
export function ListForSaleDialog({ item, onClose, onListed }: ListForSaleDialogProps) {
  const { t } = useTranslation('nft');
  const errorText = useAmountErrorText();
  const [price, setPrice] = useState(item.price ?? '');
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState(false);
  const error = amountError(price);

  const confirm = async () => {
    setTouched(true);
    if (error || sending) return;
    setSending(true);
    try {
      onListed(await listNftForSale(item.id, price));
    } catch {
      setSending(false);
    }
  };

  return (
    <Dialog open title={t('list_title', { name: item.name })} confirmText={t('list_confirm')} onConfirm={confirm} onCancel={onClose}>
      <AmountField
        label={t('price')}
        value={price}
        onChange={(next) => {
          setPrice(next);
          setTouched(true);
        }}
        decimals={INPUT_DECIMALS}
        unit="USDT"
        name="price"
        error={touched ? errorText(error) : null}
        disabled={sending}
      />
    </Dialog>
  );
}
