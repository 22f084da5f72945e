// Every fast-check property in a test file runs on the run's one seed (see property-seed.global.ts).
import fc from 'fast-check';
import { inject } from 'vitest';

fc.configureGlobal({ seed: inject('propertySeed') });
