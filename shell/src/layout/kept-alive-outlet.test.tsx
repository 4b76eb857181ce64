import { describe, expect, it } from 'vitest';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { KeptAliveOutlet } from './kept-alive-outlet';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [{ path: '/', element: <KeptAliveOutlet tabKey={undefined} openTabKeys={[]} />, children: [{ path: 'a', element: <p>A</p> }, { path: 'b', element: <p>B</p> }] }],
    { initialEntries: [path] },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}

const fades = (element: HTMLElement) => element.parentElement!.className.includes('fade');

describe('the screens outside the tabs', () => {
  it('show the first screen of a page load at once, and fade in the ones the user goes to', async () => {
    const { router, getByText } = renderAt('/a');
    expect(fades(getByText('A'))).toBe(false);
    await act(() => router.navigate('/b'));
    expect(fades(getByText('B'))).toBe(true);
    await act(() => router.navigate('/a'));
    expect(fades(getByText('A'))).toBe(true);
  });
});
