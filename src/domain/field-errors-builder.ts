// Collects field errors by path, one copy of each message per path, in the order found. Paths read like
// property access (`input.zipCode`, `workersComp.classCodes[0].payroll`); the body itself is `body`.
import type { FieldErrors } from '../errors.ts';

export type PathSegment = string | number;

const identifier = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** ['workersComp', 'classCodes', 0, 'payroll'] → `workersComp.classCodes[0].payroll`; odd keys are quoted. */
export function joinPath(segments: readonly PathSegment[]): string {
  if (segments.length === 0) return 'body';
  let path = '';
  for (const segment of segments) {
    if (typeof segment === 'number') path += `[${segment}]`;
    else if (identifier.test(segment)) path += path === '' ? segment : `.${segment}`;
    else path += `[${JSON.stringify(segment)}]`;
  }
  return path;
}

export interface FieldErrorsCollector {
  add(path: string, message: string): void;
  addAll(errors: FieldErrors): void;
  readonly size: number;
  /** A plain object built with own data properties only, so a path such as `__proto__` stays a key. */
  toObject(): FieldErrors;
}

export function collectFieldErrors(): FieldErrorsCollector {
  const byPath = new Map<string, Set<string>>();
  const add = (path: string, message: string) => {
    const messages = byPath.get(path);
    if (messages) messages.add(message);
    else byPath.set(path, new Set([message]));
  };
  return {
    add,
    addAll(errors) {
      for (const [path, messages] of Object.entries(errors))
        for (const message of messages) add(path, message);
    },
    get size() {
      return byPath.size;
    },
    toObject: () => Object.fromEntries([...byPath].map(([path, messages]) => [path, [...messages]])),
  };
}

export function mergeFieldErrors(...all: FieldErrors[]): FieldErrors {
  const out = collectFieldErrors();
  for (const errors of all) out.addAll(errors);
  return out.toObject();
}
