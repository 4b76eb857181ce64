/**
 * Shown when the shell cannot start at all (no tenant config). It cannot rely on i18n or the
 * settings, so it says the one thing it must in a language-neutral way: a retry.
 */
export function BootFailure({ error }: { error: unknown }) {
  return (
    <div role="alert" style={{ padding: '1rem', textAlign: 'center' }}>
      <p aria-hidden="true" style={{ fontSize: '1rem' }}>⚠︎</p>
      <p lang="en">{error instanceof Error ? error.message : String(error)}</p>
      <button type="button" onClick={() => window.location.reload()} aria-label="Reload">
        ↻
      </button>
    </div>
  );
}
