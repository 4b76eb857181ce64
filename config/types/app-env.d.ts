/** Defined by the shared rspack preset. */
declare const __APP_NAME__: string;
declare const __APP_VERSION__: string;
/** A remote's declared platform contract range (package.json `atrium.contract`). */
declare const __ATRIUM_CONTRACT__: string;

declare module '*.module.css' {
  const classes: Record<string, string>;
  export default classes;
}
declare module '*.css';
