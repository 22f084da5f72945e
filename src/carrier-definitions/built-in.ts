// The built-in carrier definitions (the repository's carriers/ folder), read once when first asked,
// and the catalog built from them: what tests, scripts and the playbooks' own mappings read. The
// running service reads CARRIERS_DIR through a watcher instead (watch.ts).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { carrierFromDefinition } from '../domain/carrier-definition/to-carrier.ts';
import type { Carrier } from '../domain/carriers/catalog.ts';
import { type LoadedDefinition, readDefinitionsDir } from './read.ts';

export const builtInCarriersDir = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'carriers',
);

let builtIn: LoadedDefinition[] | undefined;

/** The built-in definitions; a mistake in one of them is a bug of the repository, so it throws. */
export function builtInDefinitions(): LoadedDefinition[] {
  if (!builtIn) {
    const { loaded, errors } = readDefinitionsDir(builtInCarriersDir);
    if (errors.length > 0) {
      throw new Error(
        `Built-in carrier definitions refused:\n${errors.map((e) => `${e.file} ${e.path}: ${e.message}`).join('\n')}`,
      );
    }
    builtIn = loaded;
  }
  return builtIn;
}

/** Catalog entries of definitions, portals of sandbox hosts resolved by `sandboxPortalUrl`. */
export const catalogOf = (
  definitions: readonly LoadedDefinition[],
  sandboxPortalUrl: (host: string) => string,
): Carrier[] =>
  [...definitions]
    .sort(
      (a, b) =>
        (a.definition.listOrder ?? Number.MAX_SAFE_INTEGER) -
          (b.definition.listOrder ?? Number.MAX_SAFE_INTEGER) || a.id.localeCompare(b.id),
    )
    .map((d) => carrierFromDefinition(d.definition, d.hash, sandboxPortalUrl));

/** The carriers the service can quote with, from the built-in definitions. */
export function carrierCatalog(sandboxPortalUrl: (host: string) => string): Carrier[] {
  return catalogOf(builtInDefinitions(), sandboxPortalUrl);
}

/** A built-in carrier's entry, for code that was written against one carrier's definition. */
export function builtInCarrier(id: string): Carrier {
  builtInCarriers ??= carrierCatalog((host) => `http://${host}.localhost`);
  const carrier = builtInCarriers.find((c) => c.id === id);
  if (!carrier) throw new Error(`No built-in carrier definition ${id}`);
  return carrier;
}

let builtInCarriers: Carrier[] | undefined;
