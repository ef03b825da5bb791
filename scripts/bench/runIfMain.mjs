import { fileURLToPath } from 'node:url';

/** Lets each bench also run on its own (`node scripts/bench/x.mjs`), printing its figures as JSON. */
export function runIfMain(moduleUrl, run) {
  if (process.argv[1] !== fileURLToPath(moduleUrl)) return;
  run().then(
    (result) => console.log(JSON.stringify(result)),
    (error) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
