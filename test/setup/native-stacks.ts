// Stack traces as V8 writes them, without Node's source-map lookups. Vitest turns Node's source-map
// support on in its workers, for code it transforms; here test files and the service load through
// Node's type stripping, which keeps every line and column where it was, so a stack needs no map.
// Playwright captures a stack for every call it makes (and every DevTools command), each frame of
// which the source-map support looked up: measured, about 7 % of a playbook file's worker CPU
// (docs/performance.md, "The suite").
import module from 'node:module';

module.setSourceMapsSupport(false);
