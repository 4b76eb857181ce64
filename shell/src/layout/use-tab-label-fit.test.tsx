import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { useTabLabelFit } from './use-tab-label-fit';

/** A ResizeObserver the test fires by hand, as the browser does after its layout of a frame. */
class ManualResizeObserver {
  static last: ManualResizeObserver | undefined;
  observed: Element[] = [];
  constructor(readonly callback: ResizeObserverCallback) {
    ManualResizeObserver.last = this;
  }
  observe(target: Element) {
    this.observed.push(target);
  }
  unobserve() {}
  disconnect() {
    this.observed = [];
  }
  fire() {
    this.callback([], this as unknown as ResizeObserver);
  }
}

/** Label widths as a layout would give them: `tooWide` labels overflow at the regular size only. */
let layoutReads = 0;
let tooWide = false;
function fakeLayout() {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
    layoutReads++;
    const compact = this.closest('nav')?.getAttribute('data-fit') === 'compact';
    return tooWide && !compact ? 120 : 80;
  });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => {
    layoutReads++;
    return 100;
  });
}

function Bar({ labels }: { labels: string[] }) {
  const ref = useTabLabelFit(labels.join('\n'));
  return (
    <nav ref={ref}>
      {labels.map((label) => (
        <span key={label} data-tab-label>
          {label}
        </span>
      ))}
    </nav>
  );
}

beforeEach(() => {
  layoutReads = 0;
  tooWide = false;
  vi.stubGlobal('ResizeObserver', ManualResizeObserver);
  fakeLayout();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the tab label fit', () => {
  it('reads no layout while React renders and commits the bar (that would force one in the first render)', () => {
    render(<Bar labels={['Home', 'Markets', 'Assets']} />);
    expect(layoutReads).toBe(0);
    expect(ManualResizeObserver.last!.observed).toHaveLength(4);
  });

  it('measures when the browser reports the sizes: regular when every label fits', () => {
    const { container } = render(<Bar labels={['Home', 'Markets', 'Assets']} />);
    ManualResizeObserver.last!.fire();
    expect(container.querySelector('nav')!.dataset.fit).toBe('regular');
  });

  it('steps every label down to compact when one overflows, and back when the bar has room again', () => {
    tooWide = true;
    const { container } = render(<Bar labels={['Home', 'Web3 Verdienen', 'Assets']} />);
    const nav = container.querySelector('nav')!;
    ManualResizeObserver.last!.fire();
    expect(nav.dataset.fit).toBe('compact');
    // Still too wide at the regular size: it stays compact.
    ManualResizeObserver.last!.fire();
    expect(nav.dataset.fit).toBe('compact');
    tooWide = false;
    ManualResizeObserver.last!.fire();
    expect(nav.dataset.fit).toBe('regular');
  });

  it('observes the new labels after a change of language', () => {
    const { rerender } = render(<Bar labels={['Home', 'Assets']} />);
    const first = ManualResizeObserver.last!;
    rerender(<Bar labels={['Start', 'Vermögen']} />);
    expect(first.observed).toHaveLength(0);
    expect(ManualResizeObserver.last).not.toBe(first);
    expect(ManualResizeObserver.last!.observed.map((el) => el.textContent)).toEqual(['StartVermögen', 'Start', 'Vermögen']);
    expect(layoutReads).toBe(0);
  });
});
