import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatAmount, formatPercent, formatPrice } from '@atrium/ui';
import { changeLanguage } from '@atrium/i18n';
import { warmNumberShape, warmNumberShapeSoon } from './warm-number-shape';

describe('warmNumberShape', () => {
  afterEach(() => vi.restoreAllMocks());

  it("leaves the first screen's figures no Intl number format to build", async () => {
    await changeLanguage('de');
    warmNumberShape();
    const built = vi.spyOn(Intl, 'NumberFormat');
    expect([formatAmount('1234.5'), formatPrice('-54188.3'), formatPercent('-12.34')]).toEqual(['1.234,5', '-54.188,30', '-12,34\u00a0%']);
    expect(built).not.toHaveBeenCalled();
  });

  it('soon: not in the calling task, and warm once its own task ran', async () => {
    await changeLanguage('fr');
    const RealNumberFormat = Intl.NumberFormat;
    // A spy that still builds real formats (the warm-up reads them).
    const built = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (...args: ConstructorParameters<typeof Intl.NumberFormat>) {
      return new RealNumberFormat(...args);
    } as unknown as typeof Intl.NumberFormat);
    const warmed = warmNumberShapeSoon();
    expect(built).not.toHaveBeenCalled();
    await warmed;
    expect(built).toHaveBeenCalled();
    built.mockClear();
    formatAmount('1234.5');
    expect(built).not.toHaveBeenCalled();
  });
});
