// Node's compile cache for every process the suite starts: its test workers (forked after this runs)
// and the service and CLI processes tests spawn, which inherit the environment. Each of them loads the
// service's modules; with the cache a process after the first finds them compiled. Measured, importing
// the service, its agents and the sandbox took about 2.6-4.1 CPU-s cold and 1.6-2.6 with the cache
// (docs/performance.md, "The suite"). An operator's NODE_COMPILE_CACHE is kept.
import path from 'node:path';

export default function setup() {
  process.env.NODE_COMPILE_CACHE ??= path.resolve('node_modules/.cache/node-compile');
}
