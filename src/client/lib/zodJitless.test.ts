type ZodModules = { zod: typeof import('zod'); core: typeof import('zod/v4/core') };

/** A fresh copy of zod, loaded after the switch as the browser loads it: the entry first, zod in a later chunk. */
async function loadZodAfterTheSwitch(): Promise<ZodModules> {
  delete (globalThis as { __zod_globalConfig?: unknown }).__zod_globalConfig;
  let modules: ZodModules | undefined;
  await jest.isolateModulesAsync(async () => {
    await import('./zodJitless');
    modules = { zod: await import('zod'), core: await import('zod/v4/core') };
  });
  return modules!;
}

test('zod loaded after the switch is in jitless mode', async () => {
  const { zod } = await loadZodAfterTheSwitch();
  expect(zod.config().jitless).toBe(true);
});

test('an object schema parsed after the switch never probes eval (the CSP would report it)', async () => {
  const { zod, core } = await loadZodAfterTheSwitch();
  expect(zod.object({ name: zod.string() }).parse({ name: 'Ada' })).toEqual({ name: 'Ada' });
  expect(core.util.allowsEval.value).toBe(false);
});
