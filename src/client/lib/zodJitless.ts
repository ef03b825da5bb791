/**
 * Zod 4 probes `new Function` when an object schema is built; under our CSP (no 'unsafe-eval') the
 * caught probe is still reported as a violation in the console. Jitless mode skips the probe.
 *
 * The switch is written to the object zod keeps its configuration in, `globalThis.__zod_globalConfig`
 * (zod/v4/core/core.js adopts one already there), instead of calling `config()` from 'zod': importing
 * zod here would put it in every page's first load, and only the chunks that parse need it.
 * zodJitless.test.ts checks that zod still reads the switch from there. Imported first by the entry and
 * by the modules that build schemas, so it runs before any schema in src/shared is constructed.
 */
const zodHost = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };
// Mutated, not replaced: were zod already loaded, it holds this very object.
(zodHost.__zod_globalConfig ??= {}).jitless = true;

export {};
