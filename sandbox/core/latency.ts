// How long a portal takes to answer. `realistic` is seconds per page, as real carrier portals are;
// `fast` is for tests.
import type { SandboxProfile } from './types.ts';

export type RequestKind = 'page' | 'api' | 'asset';

export function requestKind(url: string): RequestKind {
  const path = url.split('?')[0] ?? '';
  if (/^\/(assets|static)\//.test(path) || /\.(css|js|png|svg|ico|woff2?)$/.test(path)) return 'asset';
  if (path.startsWith('/api/')) return 'api';
  return 'page';
}

/** Base latency in ms for a request; the portal's realistic page latency defaults to 1.5 s. */
export function baseLatency(profile: SandboxProfile, kind: RequestKind, realisticPageMs = 1500): number {
  if (kind === 'asset') return 0;
  if (profile === 'fast') return kind === 'page' ? 5 : 2;
  return kind === 'page' ? realisticPageMs : Math.round(realisticPageMs / 4);
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
