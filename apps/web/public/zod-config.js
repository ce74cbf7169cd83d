// zod 4 reads this object when it loads (its `z.config`). `jitless` stops it from probing
// `new Function`, which the app's Content-Security-Policy blocks and reports as a violation.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, {
  jitless: true,
});
