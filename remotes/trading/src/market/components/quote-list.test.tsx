import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderRoutes } from '@atrium/ui/testing';
import { marketHub } from '@atrium/platform';
import { QuoteList } from './quote-list';
import { OVERSCAN_ROWS } from '../hooks/use-virtual-rows';
import { coin } from '../test/coins';

// A storm-sized market: 300 spot coins.
const COINS = Array.from({ length: 300 }, (_, i) => coin(`c${String(i).padStart(3, '0')}usdt`));
/** The root font size the shell sets (a tenth of a 390 px screen). */
const ROOT_PX = 39;
/** happy-dom lays nothing out: every row is the list's first guess, 1.5 root font sizes (the stylesheet's). */
const ROW_PX = 1.5 * ROOT_PX;
const onScreen = () => Math.ceil(window.innerHeight / ROW_PX);

const shownRows = () => within(screen.getByTestId('quote-list')).getAllByRole('listitem');
const shownSymbols = () => within(screen.getByTestId('quote-list')).getAllByRole('link').map((row) => row.dataset.testid!.replace('quote-row-', ''));

/**
 * The page scrolled to `y`, with the list at the page's top (happy-dom lays nothing out: no
 * scroll position, no page height, every box at the viewport's top).
 */
function scrollTo(y: number) {
  vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(COINS.length * ROW_PX);
  vi.spyOn(window, 'scrollY', 'get').mockReturnValue(y);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 0, y: -y, width: 390, height: 0 }));
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

const renderList = () => renderRoutes({ '/quote': <QuoteList coins={COINS} label="Spot" /> }, '/quote');

/** Until the frame after the first paint has run. */
const afterFirstPaint = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

beforeEach(() => {
  document.documentElement.style.fontSize = `${ROOT_PX}px`;
  scrollTo(0);
});
afterEach(() => {
  document.documentElement.style.fontSize = '';
  vi.restoreAllMocks();
});

describe('the quote list of a large market', () => {
  it('paints first the rows on screen only, at the stylesheet’s row height, and the rows beyond in the next frame', async () => {
    renderList();
    // The first render's rows are placed where they stay: no measure has to move them.
    expect(shownRows()).toHaveLength(onScreen());
    expect(shownRows()[3]!.style.transform).toBe(`translateY(${3 * ROW_PX}px)`);
    await afterFirstPaint();
    expect(shownRows()).toHaveLength(onScreen() + OVERSCAN_ROWS);
  });

  describe('where the list starts on the page (the rows on screen depend on it)', () => {
    /** The ResizeObserver's reports, which a test delivers (happy-dom lays nothing out). */
    let report: () => void;
    beforeEach(() => {
      const reports: ResizeObserverCallback[] = [];
      vi.stubGlobal(
        'ResizeObserver',
        class {
          constructor(callback: ResizeObserverCallback) {
            reports.push(callback);
          }
          observe() {}
          disconnect() {}
        },
      );
      report = () => act(() => reports.forEach((callback) => callback([], {} as ResizeObserver)));
    });
    afterEach(() => vi.unstubAllGlobals());
    /** The list `rows` rows down the page (under the page's heading and tabs), the page scrolled to `y`. */
    const listDown = (rows: number, y = 0) =>
      vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 0, y: rows * ROW_PX - y, width: 390, height: ROW_PX }));

    it('at the page’s top, is measured once the browser has laid the page out: nothing is read or rendered again before the first paint', () => {
      const read = listDown(5);
      renderList();
      // The first render's guess, the list at the page's top, mounts every row on screen and more.
      expect(read).not.toHaveBeenCalled();
      expect(shownRows()).toHaveLength(onScreen());
      report();
      expect(read).toHaveBeenCalled();
      expect(shownRows()).toHaveLength(onScreen() - 5);
      expect(shownRows()[3]!.style.transform).toBe(`translateY(${3 * ROW_PX}px)`);
    });

    it('scrolled, is measured before the first paint, which would otherwise miss rows on screen', () => {
      scrollTo(100 * ROW_PX);
      const read = listDown(5, 100 * ROW_PX);
      renderList();
      expect(read).toHaveBeenCalled();
      // Without the measure, the rows from the 100th: the five above them on screen would be missing.
      expect(shownSymbols()).toContain('c095usdt');
    });
  });

  it('mounts only the rows on screen and a few beyond, each telling its place in the whole list', async () => {
    renderList();
    await afterFirstPaint();
    const rows = shownRows();
    expect(rows.length).toBeGreaterThanOrEqual(onScreen());
    expect(rows.length).toBeLessThanOrEqual(onScreen() + OVERSCAN_ROWS);
    expect(shownSymbols()[0]).toBe('c000usdt');
    expect(rows[0]).toHaveAttribute('aria-posinset', '1');
    expect(rows[0]).toHaveAttribute('aria-setsize', '300');
    expect(rows[4]).toHaveAttribute('aria-posinset', '5');
    // The list is as tall as all its rows, so the page scrolls as far as it would with all of them.
    expect(screen.getByTestId('quote-list').style.blockSize).toBe(`${300 * ROW_PX}px`);
  });

  it('subscribes to the prices of the mounted rows only', () => {
    renderList();
    const live = Object.keys(marketHub.liveTopics()).filter((topic) => topic.startsWith('DETAIL:c'));
    expect(live).toHaveLength(shownRows().length);
  });

  it('mounts the next rows, at their place, as the page scrolls', () => {
    renderList();
    scrollTo(100 * ROW_PX);
    const symbols = shownSymbols();
    expect(symbols).toContain('c100usdt');
    expect(symbols).not.toContain('c000usdt');
    const row = screen.getByTestId('quote-row-c100usdt').closest('li')!;
    expect(row).toHaveAttribute('aria-posinset', '101');
    expect(row.style.transform).toBe(`translateY(${100 * ROW_PX}px)`);
    expect(Object.keys(marketHub.liveTopics())).not.toContain('DETAIL:c000usdt');
  });

  it('keeps the row with the keyboard focus mounted while it is scrolled away', () => {
    renderList();
    const link = screen.getByTestId('quote-row-c002usdt');
    act(() => link.focus());
    fireEvent.focus(link);
    scrollTo(200 * ROW_PX);
    expect(shownSymbols()).toContain('c200usdt');
    expect(shownSymbols()).toContain('c002usdt');
    expect(document.activeElement).toBe(link);
  });

  it('draws each header’s sort direction as an icon, no arrow character the UI font may lack', () => {
    renderList();
    const price = screen.getByTestId('sort-price');
    const icon = () => price.querySelector('svg')?.dataset.icon;
    // Only the column's name is text: the direction is drawn.
    expect(price).toHaveTextContent(/^Last price$/);
    expect(icon()).toBe('sortNone');
    fireEvent.click(price);
    expect(icon()).toBe('sortAsc');
    expect(price).toHaveAccessibleName('Last price, ascending');
    fireEvent.click(price);
    expect(icon()).toBe('sortDesc');
    expect(price).toHaveTextContent(/^Last price$/);
  });
});

