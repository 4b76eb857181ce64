import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RouteTable } from './contract';
import { knowRouteTable, settleRouteDirectory, useRouteDirectory } from './route-directory';
import { setTenant } from './tenant';
import { readTenantConfig } from './tenant-config';
import { usePathEnabled } from './use-path-enabled';

const table = (remote: string, routes: RouteTable['routes']): RouteTable => ({ remote, version: '1.0.0', contract: '^3.0.0', routes });
const route = (path: string, extra: object = {}) => ({ path, public: false, titleKey: `x:${path}`, ...extra });

const remotes = { content: { enabled: true, version: '1.0.0' }, trading: { enabled: true, version: '1.0.0' }, funds: { enabled: false } };

/** A screen with a link to each path, counting its renders. */
function Links({ paths, renders }: { paths: string[]; renders: string[][] }) {
  const enabled = usePathEnabled();
  const shown = paths.filter(enabled);
  renders.push(shown);
  return <p>{shown.join(' ')}</p>;
}

beforeEach(() => {
  setTenant(readTenantConfig({ env: 'acme', brand: { productName: 'Acme' }, releases: 'https://cdn', remotes, flags: { secondContract: false } }, 'https://x'));
  useRouteDirectory.setState({ shellPaths: ['/home'], tables: {}, settled: false });
});
afterEach(() => useRouteDirectory.setState({ shellPaths: [], tables: {}, settled: false }));

describe('usePathEnabled', () => {
  it('does not render a screen again for a route table that changes none of its answers', () => {
    const renders: string[][] = [];
    render(<Links paths={['/home', '/quote', '/help']} renders={renders} />);
    expect(renders).toEqual([['/home', '/quote', '/help']]);
    act(() => knowRouteTable('trading', table('trading', [route('/quote'), route('/trade', { feature: 'secondContract' })])));
    act(() => knowRouteTable('content', table('content', [route('/help')])));
    expect(renders).toHaveLength(1);
  });

  it('renders it again when a table or the settling changes an answer', () => {
    const renders: string[][] = [];
    const { container } = render(<Links paths={['/home', '/trade', '/funds', '/nowhere']} renders={renders} />);
    expect(container.textContent).toBe('/home /trade /funds /nowhere');
    // The route names a product this tenant switched off.
    act(() => knowRouteTable('trading', table('trading', [route('/quote'), route('/trade', { feature: 'secondContract' })])));
    expect(container.textContent).toBe('/home /funds /nowhere');
    // A remote the tenant does not run, and a path nobody claims, once every table is in.
    act(() => knowRouteTable('funds', table('funds', [route('/funds')])));
    expect(container.textContent).toBe('/home /nowhere');
    act(() => settleRouteDirectory());
    expect(container.textContent).toBe('/home');
    expect(renders).toHaveLength(4);
  });

  it('answers a path asked later from the newest directory, also after tables that changed nothing', () => {
    const renders: string[][] = [];
    const { rerender, container } = render(<Links paths={['/home']} renders={renders} />);
    act(() => {
      knowRouteTable('trading', table('trading', [route('/quote'), route('/trade', { feature: 'secondContract' })]));
      settleRouteDirectory();
    });
    expect(renders).toHaveLength(1);
    rerender(<Links paths={['/home', '/quote', '/trade', '/nowhere']} renders={renders} />);
    expect(container.textContent).toBe('/home /quote');
  });
});
