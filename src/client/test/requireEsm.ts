import path from 'node:path';
import { transformFileSync } from '@babel/core';

/**
 * Loads an ESM-only package that jest.config.ts does not list for transformation (today:
 * @redux-devtools/instrument). Relative imports are compiled the same way; bare ones use jest's require.
 * Once the package is in the config's ESM list a plain import works and this can go.
 */
export function requireEsm<T>(request: string): T {
  const cache = new Map<string, { exports: unknown }>();
  const load = (file: string): unknown => {
    const cached = cache.get(file);
    if (cached) return cached.exports;
    const result = transformFileSync(file, {
      babelrc: false,
      configFile: false,
      plugins: ['@babel/plugin-transform-modules-commonjs'],
    });
    const module = { exports: {} as unknown };
    cache.set(file, module);
    const localRequire = (dep: string) => (dep.startsWith('.') ? load(path.resolve(path.dirname(file), dep)) : require(dep));
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    new Function('module', 'exports', 'require', result?.code ?? '')(module, module.exports, localRequire);
    return module.exports;
  };
  return load(require.resolve(request)) as T;
}
