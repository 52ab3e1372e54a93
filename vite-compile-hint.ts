import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chrome 136 on): in a file that starts with it, every function is
 * compiled with the file, off the main thread while it streams in, rather than on the main thread
 * at its first call.
 */
export const V8_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

type GenerateBundle = (this: unknown, ...args: [unknown, Record<string, { type: string; code?: string }>, ...unknown[]]) => unknown;

/**
 * Keeps the hint (each chunk's `postBanner`, vite.config.ts) the first line of every chunk of the
 * page: V8 reads it only there, and Vite's import analysis puts a chunk's list of lazy stylesheets
 * (`__vite__mapDeps`) above everything. So this runs right after that analysis, in the same hook,
 * where vite-plugin-compression2 also runs, after this: its copies get the hint first too.
 */
export function compileHintFirst(): Plugin {
  return {
    name: 'v8-compile-hint-first',
    apply: 'build',
    enforce: 'post',
    configResolved({ plugins }) {
      const analysis = plugins.find((plugin) => plugin.name === 'vite:build-import-analysis');
      const hook = analysis?.generateBundle as GenerateBundle | { handler: GenerateBundle } | undefined;
      if (!analysis || !hook) throw new Error('v8-compile-hint-first: Vite’s import analysis has no generateBundle hook to follow');
      const original = typeof hook === 'function' ? hook : hook.handler;
      const handler: GenerateBundle = async function (this: unknown, ...args) {
        await original.apply(this, args);
        for (const file of Object.values(args[1])) {
          if (file.type === 'chunk' && file.code !== undefined && !file.code.startsWith(V8_COMPILE_HINT)) {
            file.code = `${V8_COMPILE_HINT}\n${file.code.replace(`${V8_COMPILE_HINT}\n`, '')}`;
          }
        }
      };
      if (typeof hook === 'function') analysis.generateBundle = handler as typeof analysis.generateBundle;
      else hook.handler = handler;
    },
  };
}
