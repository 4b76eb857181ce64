import { render } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { Skeleton } from './skeleton';
import { uiI18nReady } from '../i18n/register';

beforeAll(() => uiI18nReady);

const bones = (root: HTMLElement) => root.querySelectorAll<HTMLElement>('span[aria-hidden="true"]');

describe('Skeleton', () => {
  it('is busy and tells screen readers it is loading', () => {
    const { container } = render(<Skeleton />);
    const root = container.firstElementChild as HTMLElement;
    expect(root).toHaveAttribute('aria-busy', 'true');
    expect(root).toHaveTextContent('Loading…');
  });

  it('takes pixel numbers and CSS lengths for its size', () => {
    const { container } = render(<Skeleton width={170} height="2rem" />);
    const [bone] = bones(container);
    expect(bone?.style.inlineSize).toBe('170px');
    expect(bone?.style.blockSize).toBe('2rem');
  });

  it('draws a circle as wide as it is tall', () => {
    const { container } = render(<Skeleton circle width={40} />);
    const [bone] = bones(container);
    expect(bone?.style.inlineSize).toBe('40px');
    expect(bone?.style.blockSize).toBe('40px');
  });

  it('draws the number of lines it is asked for', () => {
    const { container } = render(<Skeleton lines={3} />);
    expect(bones(container)).toHaveLength(3);
  });
});
