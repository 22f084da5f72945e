// Playwright captures a 50-frame stack on every call it makes (its API name and the caller's
// location). In a test worker, Vite's module runner maps every frame of every stack through source
// maps: measured, that was about 7 % of a browser test file's CPU (docs/performance.md, "The suite").
// In Playwright's captures only the first few frames of our own code are mapped (the location an
// error names); library and later frames are written as V8 writes them. Every other stack (a test's
// own errors) still goes through the runner's source maps whole.
const installed = Symbol.for('quoting-service.playwright-stacks');
const holder = Error as unknown as Record<symbol, boolean>;

/** Frames of our own code mapped in one of Playwright's captures. */
const MAPPED = 4;

type Prepare = (error: Error, callSites: NodeJS.CallSite[]) => unknown;

if (!holder[installed]) {
  holder[installed] = true;
  let inner: Prepare | undefined = Error.prepareStackTrace;
  const plain = (error: Error, callSites: NodeJS.CallSite[]) =>
    `${error}${callSites.map((site) => `\n    at ${site}`).join('')}`;
  const ours = (site: NodeJS.CallSite) => {
    const file = site.getFileName() ?? '';
    return file !== '' && !file.startsWith('node:') && !file.includes('/node_modules/');
  };
  /** Playwright's capture: the first MAPPED frames of our code through the runner, the rest as V8 writes them. */
  const capture = (error: Error, callSites: NodeJS.CallSite[]) => {
    let mapped = 0;
    const lines = callSites.map((site) => {
      if (!inner || !ours(site) || mapped++ >= MAPPED) return `${site}`;
      const one = String(inner(error, [site]));
      return one.slice(one.indexOf('\n    at ') + 8);
    });
    return `${error}${lines.map((line) => `\n    at ${line}`).join('')}`;
  };
  const prepare: Prepare = (error, callSites) =>
    callSites[0]?.getFunctionName() === 'captureRawStack'
      ? capture(error, callSites)
      : inner
        ? inner(error, callSites)
        : plain(error, callSites);
  // The runner sets and resets its formatter as modules load: it lands behind this one.
  Object.defineProperty(Error, 'prepareStackTrace', {
    configurable: true,
    get: () => prepare,
    set: (value: Prepare | undefined) => {
      inner = value;
    },
  });
}
