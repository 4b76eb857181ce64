import { describe, expect, it } from 'vitest';
import { Profiler } from 'react';
import { act, render, renderHook, screen } from '@testing-library/react';
import { i18n } from './instance';
import { looseFixedT, LooseTrans, useLooseTranslation } from './test/loose-keys';

function Greeting({ ns }: { ns: string | string[] }) {
  const { t } = useLooseTranslation(ns);
  return <p>{t('hello')}</p>;
}

/** The instance is keyed by standard tags: English is `en-US`, German `de`. */
describe('react-i18next on the one instance', () => {
  it('translates in its namespace and follows bundles that arrive later and the language', async () => {
    await act(async () => {
      i18n.addResourceBundle('en-US', 'test-a', { hello: 'Hello' }, true, true);
    });
    render(<Greeting ns="test-a" />);
    expect(screen.getByText('Hello')).toBeInTheDocument();
    await act(async () => {
      i18n.addResourceBundle('en-US', 'test-a', { hello: 'Hello again' }, true, true);
    });
    expect(screen.getByText('Hello again')).toBeInTheDocument();
    await act(async () => {
      i18n.addResourceBundle('de', 'test-a', { hello: 'Hallo' }, true, true);
      await i18n.changeLanguage('de');
    });
    expect(screen.getByText('Hallo')).toBeInTheDocument();
    await act(async () => {
      await i18n.changeLanguage('en-US');
    });
  });

  it('uses the first of several namespaces as the default one', async () => {
    await act(async () => {
      i18n.addResourceBundle('en-US', 'test-b', { hello: 'From b' }, true, true);
      i18n.addResourceBundle('en-US', 'test-c', { hello: 'From c' }, true, true);
    });
    render(<Greeting ns={['test-b', 'test-c']} />);
    expect(screen.getByText('From b')).toBeInTheDocument();
  });

  it('puts elements where the message names them, and never reads the message as HTML', async () => {
    await act(async () => {
      i18n.addResourceBundle('en-US', 'test-d', { agree: 'I accept the <terms>Terms</terms> and <privacy>Privacy</privacy>', raw: '<img src=x onerror=alert(1)>' }, true, true);
    });
    const t = looseFixedT(null, 'test-d');
    const { container } = render(<LooseTrans t={t} i18nKey="agree" components={{ terms: <a href="/t" />, privacy: <a href="/p" /> }} />);
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/t');
    expect(screen.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/p');
    expect(container.textContent).toBe('I accept the Terms and Privacy');
    const raw = render(<LooseTrans t={t} i18nKey="raw" components={{}} />);
    expect(raw.container.querySelector('img')).toBeNull();
  });

  it('without a namespace reads `common`, and reaches another namespace as `ns:key`', async () => {
    await act(async () => {
      i18n.addResourceBundle('en-US', 'common', { test_greeting: 'Hi {{name}}' }, true, true);
      i18n.addResourceBundle('en-US', 'test-e', { title: 'E title' }, true, true);
    });
    function Both() {
      const { t } = useLooseTranslation();
      return <p>{`${t('test_greeting', { name: 'Ann' })} / ${t('test-e:title')}`}</p>;
    }
    render(<Both />);
    expect(screen.getByText('Hi Ann / E title')).toBeInTheDocument();
  });

  it('keeps the same t until the text it gives can change', async () => {
    const { result, rerender } = renderHook(() => useLooseTranslation('test-f'));
    const first = result.current.t;
    rerender();
    expect(result.current.t).toBe(first);
    expect(result.current.i18n.language).toBe(i18n.language);
    await act(async () => {
      i18n.addResourceBundle('en-US', 'test-f', { late: 'Arrived' }, true, true);
    });
    expect(result.current.t).not.toBe(first);
    expect(result.current.t('late')).toBe('Arrived');
  });

  it('re-renders a screen for a bundle of a namespace in use, not for the bundles of namespaces nothing reads', async () => {
    await act(async () => {
      i18n.addResourceBundle('en-US', 'test-h', { hello: 'Hello h' }, true, true);
    });
    // React's Profiler reports each commit of the subtree: a re-render of the screen shows as one.
    let commits = 0;
    function Counted() {
      const { t } = useLooseTranslation('test-h');
      return <p>{t('hello')}</p>;
    }
    render(
      <Profiler id="screen" onRender={() => (commits += 1)}>
        <Counted />
      </Profiler>,
    );
    const afterMount = commits;
    // A remote's namespaces arriving with its code (the idle preloader's) while /home shows.
    await act(async () => {
      i18n.addResourceBundle('en-US', 'test-unread-1', { x: 'x' }, true, true);
      i18n.addResourceBundle('de', 'test-unread-2', { x: 'x' }, true, true);
    });
    expect(commits).toBe(afterMount);
    await act(async () => {
      i18n.addResourceBundle('en-US', 'test-h', { hello: 'Hello again h' }, true, true);
    });
    expect(screen.getByText('Hello again h')).toBeInTheDocument();
  });

  it('puts values into a Trans message, inside and outside its tags, unescaped', async () => {
    await act(async () => {
      i18n.addResourceBundle('en-US', 'test-g', { sent: 'Sent {{amount}} to <who>{{name}}</who>.' }, true, true);
    });
    const t = looseFixedT(null, 'test-g');
    const { container } = render(<LooseTrans t={t} i18nKey="sent" values={{ amount: '1.50', name: 'A & B' }} components={{ who: <strong /> }} />);
    expect(container.querySelector('strong')?.textContent).toBe('A & B');
    expect(container.textContent).toBe('Sent 1.50 to A & B.');
  });
});
