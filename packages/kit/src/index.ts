/**
 * @atrium/kit: what an app may need but need not share. Not a federated share (no singleton,
 * nothing in `config/rspack/shared.mjs`): each app bundles it, tree-shaken, at the version it
 * was built with, so changing it is a release of that app, never a contract major. Only what is
 * stateless belongs here; what must exist once at runtime (stores, the realtime hub, the
 * router) is the contract's, `@atrium/platform`, which the kit never imports.
 *
 * `useSubmit` (`@atrium/ui/submit`) and the amount field (`@atrium/ui/amount`) stay in the UI kit:
 * they are visual (a confirmation sheet, a text field with its Max button) and speak through the
 * `ui` namespace; as subpaths of `@atrium/ui` they are already bundled by each app, not shared
 * (only the `@atrium/ui` entry is), so they change with a release, never with the contract.
 */
export { useAsync, type AsyncState, type AsyncResult, type LoadCall } from './hooks/use-async';
export { usePagedList, type PagedList } from './hooks/use-paged-list';
export { useFirstSettled } from './hooks/use-first-settled';
export { usePriceFlash, type Flash, type Tick } from './hooks/use-price-flash';
export { useOnline } from './hooks/use-online';
export { onBack } from './timing/on-back';
export { withTimeout, TimeoutError } from './timing/with-timeout';
export { readQueryId } from './query/query-id';
export { useForm, type FieldErrors, type FieldLimits } from './form/use-form';
export { CardList, Card, Row, SectionHeading, layout, type RowProps } from './layout/layout';
