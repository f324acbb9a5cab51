// Runs before the app's modules (a deferred script ahead of the module entry in index.html), so it holds for every
// module the bundle evaluates. Zod probes `new Function` when it creates an object schema unless told it may not:
// the page's Content-Security-Policy allows no eval, and even the caught probe is reported as a violation. Set here,
// not in main.tsx, because bundled chunks holding zod and the schemas are evaluated before main.tsx's own code.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
