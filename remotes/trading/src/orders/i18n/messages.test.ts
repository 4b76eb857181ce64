import { describe, expect, it } from 'vitest';
import { englishMessages, keysUsedIn, namespaceProblems } from '@atrium/i18n/testing';

const HERE = import.meta.dirname;
const en = englishMessages(HERE);
/** The tabs' `key: '…'` entries name panels, not messages (keysUsedIn reads every `key:`). */
const TAB_KEYS = ['positions', 'orders', 'history', 'closed', 'open'];
const usedKeys = () => new Set([...keysUsedIn(`${HERE}/..`)].filter((key) => !TAB_KEYS.includes(key)));

describe('trading-orders messages', () => {
  it('has an English message for every key the order screens use', () => {
    const used = usedKeys();
    expect([...used].filter((key) => typeof en[key] !== 'string')).toEqual([]);
  });

  it('has no English message that no screen uses', () => {
    const used = usedKeys();
    expect(Object.keys(en).filter((key) => !used.has(key))).toEqual([]);
  });

  it('is translated into every locale: same keys and placeholders, no English left, the right script', () => {
    expect(namespaceProblems(HERE, 'trading-orders')).toEqual([]);
  });
});
