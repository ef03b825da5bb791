import { config } from 'zod';

// Zod 4 probes `new Function` when an object schema is built; under our CSP (no 'unsafe-eval')
// the caught probe is still reported as a violation in the console. Jitless mode skips the probe.
// Imported before any schema module so it runs before the schemas in src/shared are constructed.
config({ jitless: true });
