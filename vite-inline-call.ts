/**
 * The text of an inline script that calls `fn` with `args` (each written as JSON): how the build
 * puts its boot scripts into index.html, each self-contained.
 *
 * Why the guard: a function's source is what the running loader made of it. Vite bundles its config
 * plainly, but under tsx (the benches build floors with Vite in-process) esbuild keeps names by
 * wrapping functions in `__name(…)`, a helper of its own that the page does not have: the script
 * then threw at once, and the bench's floor page never started its React.
 */
export function inlineCall(fn: (...args: never[]) => unknown, ...args: unknown[]): string {
  const source = fn.toString();
  const keepNames = source.includes('__name(') ? 'var __name=(f)=>f;' : '';
  return `${keepNames}(${source})(${args.map((arg) => JSON.stringify(arg)).join(', ')})`;
}
