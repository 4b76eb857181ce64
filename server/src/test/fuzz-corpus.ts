import type { InjectOptions } from 'fastify';
import { SeededRandom } from '../market/random.js';
import type { RouteEntry } from '../http/route-schemas.js';

/**
 * The fuzz test's inputs: a seeded generator of hostile and boundary requests for any route of
 * the catalogue. Valid values are mixed in per field name, so requests also get past the first
 * check and reach the money-moving code; the rest are what a client should never send.
 */

const LONG = 'x'.repeat(10_000);

/** Amount-like values: the boundaries of parseAmount and friends, as strings and as JSON numbers. */
const AMOUNTS: unknown[] = [
  '0', '-1', '-0.00000001', '0.00000001', '0.000000001', '1', '5', '10', '100', '0.1', '10000', '99999', '123.456789',
  '1.123456789012345678', '999999999999999', '9999999999999999999999', '1e308', '1e-8', '-0', '+1', '.5', '5.', '1,5',
  ' 1 ', '00001', 'NaN', 'Infinity', '-Infinity', '0x10', '1_000', '١٢٣', 0, 1, -1, 0.1, 0.3, 1e21, -1e-7, 2 ** 53 + 1, 1.7976931348623157e308,
];

/** Anything at all: wrong types, long strings, unicode, injection fragments, nested values. */
const HOSTILE: unknown[] = [
  null, true, false, [], {}, [1, 2], ['usdt'], { $gt: '' }, { nested: { deeper: [1, { a: 'b' }] } }, -1, 0, 1.5, 2 ** 31, 2 ** 53, -(2 ** 63),
  '', ' ', LONG, 'ä'.repeat(300), '💥🚀\u202e\u0000\uFFFF', '\uD800', 'null', 'undefined', 'true', '[]', '{}',
  "' OR 1=1 --", "1; DROP TABLE users;--", "usdt' UNION SELECT * FROM sessions --", '%', '_', '\\', '\\x00', '$1',
  '<script>window.__fuzz=1</script>', '../../etc/passwd', '__proto__', 'constructor', 'toString',
  '1 OR 1=1', '-1', '0', '1', '99999999999', '1.5', '1e3', 'usdt', 'USDT', 'btcusdt', 'abc',
];

/** Values a real client sends, per field name: they carry a request past the type checks. */
const VALID: Record<string, unknown[]> = {
  coin: ['usdt', 'usdt', 'btc', 'eth', 'trx'],
  currency: ['usdt', 'btc,eth', 'btc'],
  collateralCoin: ['btc', 'eth'],
  from: ['funding', 'spot', 'contract', 'usdt', 'btc'],
  to: ['funding', 'spot', 'contract', 'usdt', 'eth'],
  account: ['funding', 'spot', 'contract'],
  symbol: ['btcusdt', 'ethusdt', 'btcusdt', 'ethusdt', 'dogeusdt', 'btc'],
  symbols: [['btcusdt', 'ethusdt'], []],
  chain: ['TRC20', 'ERC20', 'BTC'],
  direction: ['long', 'short', 'up', 'down'],
  type: ['market', 'limit', 'market', 'limit', 0, 1, 2, '1'],
  side: ['buy', 'sell'],
  leverage: [1, 5, 10, 20, 100, 0, 7],
  signType: [1, 2, 3, 0],
  level: [1, 2, '1'],
  status: [0, 1, 2, '0'],
  orderStatus: [1, 2, 3],
  id: [1, 2, 3, '1', 99999],
  ids: [[1, 2], '1,2', [99999]],
  positionId: [1, 2],
  productId: [1, 2, 3],
  planId: [1, 2],
  launchId: [1, 2],
  itemId: [1, 2, 3],
  periodId: [1, 2],
  pageNum: [1, 2, '1'],
  pageSize: [10, 1000, '20'],
  loginName: ['demo', 'frozen', 'nobody'],
  loginPassword: ['demo1234', 'wrong-password'],
  pwd: ['demo1234', '123456'],
  oldPwd: ['demo1234'],
  newPwd: ['demo1234'],
  email: ['demo@atrium.example', 'a@b.io', 'not-an-email'],
  phone: ['+15550100001', '123'],
  codeType: ['LOGIN', 'REGISTER', 'FIND_PASSWORD', 'BIND'],
  address: ['TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7', '0x52908400098527886E0F7030069857D2E4169EE7', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'],
  walletType: ['ETH', 'TRON', 'BTC'],
  decision: ['approve', 'reject'],
  key: ['NOTICE', 'VIP_RULE', 'HELP'],
  interval: ['1min', '1day'],
};

export const FIELD_NAMES = [
  ...Object.keys(VALID),
  'amount', 'price', 'money', 'margin', 'takeProfit', 'stopLoss', 'alreadyAmount', 'totleAmount', 'offsetMs', 'now',
  'bankName', 'branch', 'cardNumber', 'holderName', 'label', 'realName', 'idNumber', 'nonce', 'signature', 'emailCode', 'code',
  'activeCode', 'flag', 'proofUrl', 'title', 'content', 'reason', 'message', 'tenant', 'ip', 'patch', 'frozen', 'open', 'refuse',
  'userId', 'uid', 'isAsc', 'orderByColumn', 'modelKey', 'search', 'sort', 'listedOnly', 'collectionId', 'beginTimeS', 'endTimeS',
];

const AMOUNT_FIELD = /amount|price|money|margin|takeProfit|stopLoss|offsetMs|now/i;
/** Amounts a real client sends: small, positive, within every route's limits for demo's balances. */
const PLAIN_AMOUNTS = ['1', '5', '10', '20', '50', '100', '200', '500', '1000', '0.01', '0.5'];

/** Percent-encoded; a lone surrogate (no UTF-8 for it) becomes invalid UTF-8 bytes, a fuzz case too. */
function encodePath(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

export class FuzzCorpus {
  private readonly random: SeededRandom;

  constructor(seed: number) {
    this.random = new SeededRandom(seed);
  }

  pick<T>(values: readonly T[]): T {
    return values[this.random.int(values.length)]!;
  }

  chance(percent: number): boolean {
    return this.random.int(100) < percent;
  }

  /** A value for a field: often a valid one (when the name has some), else an amount or anything. */
  value(field: string): unknown {
    const valid = VALID[field];
    if (valid && this.chance(45)) return this.pick(valid);
    if (AMOUNT_FIELD.test(field) && this.chance(70)) return this.pick(AMOUNTS);
    return this.chance(20) ? this.pick(AMOUNTS) : this.pick(HOSTILE);
  }

  /**
   * A well-formed body for nearly any route (every field name with a valid value), then one or
   * two fields made wrong: what passes the type checks and probes the rules, and often succeeds,
   * so the money-moving code runs under the fuzz too.
   */
  template(): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const name of FIELD_NAMES) {
      const valid = VALID[name];
      if (valid) out[name] = this.pick(valid);
      else if (AMOUNT_FIELD.test(name) && !/offsetMs|now/.test(name)) out[name] = this.pick(PLAIN_AMOUNTS);
    }
    for (let i = this.random.int(3); i > 0; i--) {
      const name = this.pick(FIELD_NAMES);
      out[name] = this.chance(50) ? this.pick(AMOUNTS) : this.pick(HOSTILE);
    }
    return out;
  }

  /** An object of 0–8 fields (sometimes 300), each a name the API reads or a made-up one; or a template. */
  fields(): Record<string, unknown> {
    if (this.chance(40)) return this.template();
    const count = this.chance(3) ? 300 : this.random.int(9);
    const out: Record<string, unknown> = {};
    for (let i = 0; i < count; i++) {
      const name = this.chance(90) ? this.pick(FIELD_NAMES) : `extra${this.random.int(1000)}`;
      out[name] = this.value(name);
    }
    return out;
  }

  /** A path of the route with each parameter filled: real ids, other numbers, or hostile text. */
  path(url: string): string {
    return url.replace(/:([A-Za-z_]\w*)/g, () => {
      const raw = this.chance(50) ? String(this.pick([1, 2, 3, 4, 0, -1, 99999, 2 ** 31, 2 ** 53, 1e21, 'usdt', 'btc.svg'])) : String(this.pick(HOSTILE) ?? 'null');
      return encodePath(typeof raw === 'string' ? raw : JSON.stringify(raw)) || '0';
    });
  }

  /** A query string of fields: scalars as text, arrays as repeated keys. */
  query(fields: Record<string, unknown>): string {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(fields)) {
      for (const item of Array.isArray(value) ? value : [value]) {
        params.append(name, typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item));
      }
    }
    const text = params.toString();
    return text ? `?${text}` : '';
  }

  /** One request to the route: fields in the query, the body or both, or a body that is no object. */
  request(route: RouteEntry, headers: Record<string, string>): InjectOptions {
    const method = route.method as InjectOptions['method'];
    const url = this.path(route.url);
    const base = { method, headers: { ...headers } as Record<string, string> };
    if (this.chance(5)) base.headers['idempotency-key'] = String(this.pick(HOSTILE) ?? '').slice(0, 300) || 'k';
    if (route.method === 'GET' || route.method === 'HEAD' || this.chance(25)) return { ...base, url: url + this.query(this.fields()) };
    const shape = this.random.int(100);
    if (shape < 8) {
      const raw = this.pick(['[]', '"text"', '42', 'null', 'true', '{"a":', '{\'a\':1}', '\u0000', '[{"amount":"1"}]', '{"amount":"1"}{}']);
      return { ...base, url, payload: raw, headers: { ...base.headers, 'content-type': 'application/json' } };
    }
    if (shape < 12) {
      return {
        ...base,
        url,
        payload: new URLSearchParams(Object.entries(this.fields()).map(([k, v]): [string, string] => [k, String(v)])).toString(),
        headers: { ...base.headers, 'content-type': 'application/x-www-form-urlencoded' },
      };
    }
    if (shape < 15) return { ...base, url, payload: 'a=1', headers: { ...base.headers, 'content-type': 'text/plain' } };
    const query = shape < 30 ? this.query(this.fields()) : '';
    return { ...base, url: url + query, payload: JSON.stringify(this.fields()), headers: { ...base.headers, 'content-type': 'application/json' } };
  }
}
