/** Test helpers for screens built with the kit (`@atrium/ui/testing`); never used by app code. */
export { fixHappyDomForDomPurify } from './happy-dom-dompurify';
export { renderRoutes, at } from './render-routes';
