import { useEffect, useSyncExternalStore } from 'react';
import { describe, expect, it } from 'vitest';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
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

/** A screen that counts its mounts, so a test sees whether it was made again. */
let mounts = 0;
function Counted({ name }: { name: string }) {
  useEffect(() => {
    mounts++;
  }, []);
  return <p>{name}</p>;
}

describe('the tab screens', () => {
  it('keep a screen shown before the tab list was known: no second mount when its tab becomes kept', async () => {
    mounts = 0;
    // The tab list comes with the settings, after the first render (an outside store here).
    let openTabKeys: string[] = [];
    const listeners = new Set<() => void>();
    const subscribe = (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    };
    function Layout() {
      const tabs = useSyncExternalStore(subscribe, () => openTabKeys);
      return <KeptAliveOutlet tabKey="home" openTabKeys={tabs} />;
    }
    const router = createMemoryRouter([{ path: '/', element: <Layout />, children: [{ path: 'home', element: <Counted name="Home" /> }] }], {
      initialEntries: ['/home'],
    });
    const { findByText } = render(<RouterProvider router={router} />);
    expect(await findByText('Home')).toBeVisible();
    act(() => {
      openTabKeys = ['home', 'quote'];
      listeners.forEach((listener) => listener());
    });
    expect(await findByText('Home')).toBeVisible();
    expect(mounts).toBe(1);
  });
});
