import type { Ok, Page, UplanOrder, UplanProduct } from '@atrium/api';

export const product = (fields: Partial<UplanProduct> = {}): UplanProduct => ({
  id: 5,
  title: 'Starter Plan',
  icon: '/api/static/coins/usdt.svg',
  projectAmount: '1000',
  limitMin: '100',
  days: 7,
  dayRate: '0.8',
  productIntroduction: '<p>Intro <strong>text</strong></p>',
  productRule: '<ol><li>Rule one</li></ol>',
  ...fields,
});

export const order = (fields: Partial<UplanOrder> = {}): UplanOrder => ({
  id: 41,
  planId: 5,
  planTitle: 'Starter Plan',
  planIcon: '/api/static/coins/usdt.svg',
  projectAmount: '1000',
  alreadyAmount: '400',
  limitMin: '100',
  days: 7,
  remainDay: 5,
  dayRate: '0.8',
  accumulaEarn: '6.4',
  reviewStatus: 1,
  orderStatus: 1,
  ...fields,
});

export const ok = <T>(data: T): Ok<T> => ({ code: 200, msg: 'ok', data });
export const page = <T>(rows: T[]): Page<T> => ({ code: 200, msg: 'ok', rows, total: rows.length });
