// What `react` resolves to (preact-aliases.ts): preact/compat, plus the one export a library imports that compat
// lacks. React Router's data-mode RouterProvider imports useOptimistic; the app routes declaratively (useRoutes), so
// it is never called. A call would be a bug, so it fails loudly rather than pretend.
// Plain JavaScript: preact/compat's types are `export =`, which TypeScript cannot re-export with `export *`.
export * from 'preact/compat';
export { default } from 'preact/compat';

export function useOptimistic() {
  throw new Error('useOptimistic is not available on Preact (preact/compat)');
}
