/** Defined by the shared rspack preset. */
declare const __APP_NAME__: string;
declare const __APP_VERSION__: string;
/** A remote's declared platform contract range (package.json `atrium.contract`). */
declare const __ATRIUM_CONTRACT__: string;
/** The singletons this app shares, module → installed version (config/rspack/shared.mjs). */
declare const __ATRIUM_SHARED__: Readonly<Record<string, string>>;

declare module '*.module.css' {
  const classes: Record<string, string>;
  export default classes;
}
declare module '*.css';
