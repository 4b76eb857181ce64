/** CSS Modules: each `*.module.css` import is a map from local class names to the built names. */
declare module '*.module.css' {
  const classes: Record<string, string>;
  export default classes;
}
