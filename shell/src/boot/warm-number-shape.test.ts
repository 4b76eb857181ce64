import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatAmount, formatPercent, formatPrice } from '@atrium/ui';
import { changeLanguage } from '@atrium/i18n';
import { warmNumberShape } from './warm-number-shape';

describe('warmNumberShape', () => {
  afterEach(() => vi.restoreAllMocks());

  it("leaves the first screen's figures no Intl number format to build", async () => {
    await changeLanguage('de');
    warmNumberShape();
    const built = vi.spyOn(Intl, 'NumberFormat');
    expect([formatAmount('1234.5'), formatPrice('-54188.3'), formatPercent('-12.34')]).toEqual(['1.234,5', '-54.188,30', '-12,34\u00a0%']);
    expect(built).not.toHaveBeenCalled();
  });
});
