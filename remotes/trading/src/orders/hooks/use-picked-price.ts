import { useState } from 'react';
import type { OrderPrice } from './use-order-price';

/** A price tapped in the order book, stamped with when: a new tap is a new pick, even at the same price. */
export interface PickedPrice {
  price: string;
  at: number;
}

/** Each new tap in the book makes the form a limit order at that price (the one there at mount is old news). */
export function usePickedPrice(picked: PickedPrice | null, order: OrderPrice): void {
  const [seen, setSeen] = useState(picked?.at);
  if (picked && picked.at !== seen) {
    setSeen(picked.at);
    order.limitAt(picked.price);
  }
}
