// The new-request page's draft: the create body as typed so far, kept in this browser's localStorage per
// agency and person (a reload or another tab of the same person finds it; nothing is sent to the
// service until "Start"). Paths are the API's field-error paths: `input.city`, `locations[0].buildings[1].id`.
export type Draft = Record<string, unknown>;

/** The source the app's requests carry in `externalSource`, so reads and webhooks tell them apart. */
export const APP_SOURCE = 'agency-app';

export const emptyDraft = (): Draft => ({
  externalSource: APP_SOURCE,
  linesRequested: [],
  carrierIds: [],
  input: {},
});

const key = (agencyId: string, email: string) => `quote-draft:${agencyId}:${email.toLowerCase()}`;

export function loadDraft(agencyId: string, email: string): Draft {
  try {
    const saved = window.localStorage.getItem(key(agencyId, email));
    if (saved) return { ...emptyDraft(), ...JSON.parse(saved), externalSource: APP_SOURCE };
  } catch {
    // A draft that cannot be read is no draft.
  }
  return emptyDraft();
}

export function saveDraft(agencyId: string, email: string, draft: Draft) {
  try {
    window.localStorage.setItem(key(agencyId, email), JSON.stringify(draft));
  } catch {
    // Storage full or refused: the page keeps working, unsaved.
  }
}

export function clearDraft(agencyId: string, email: string) {
  window.localStorage.removeItem(key(agencyId, email));
}

type Segment = string | number;

export function parsePath(path: string): Segment[] {
  const out: Segment[] = [];
  for (const m of path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) out.push(m[2] !== undefined ? Number(m[2]) : m[1]!);
  return out;
}

export const joinPath = (base: string, key: Segment) =>
  typeof key === 'number' ? `${base}[${key}]` : base ? `${base}.${key}` : key;

export function getAt(value: unknown, path: string): unknown {
  let at: unknown = value;
  for (const seg of parsePath(path)) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<string | number, unknown>)[seg];
  }
  return at;
}

/** A copy of `draft` with `value` at `path` (undefined removes it), making the objects on the way. */
export function setAt(draft: Draft, path: string, value: unknown): Draft {
  const segments = parsePath(path);
  const root = structuredClone(draft);
  let at = root as Record<string | number, unknown>;
  segments.forEach((seg, i) => {
    const last = i === segments.length - 1;
    if (last) {
      if (value === undefined) {
        if (Array.isArray(at) && typeof seg === 'number') at.splice(seg, 1);
        else delete at[seg];
      } else at[seg] = value;
      return;
    }
    const next = at[seg];
    if (next === null || typeof next !== 'object') at[seg] = typeof segments[i + 1] === 'number' ? [] : {};
    at = at[seg] as Record<string | number, unknown>;
  });
  return root;
}

/** The body to send: empty objects (a section opened and left blank) dropped. */
export function bodyOf(draft: Draft): Draft {
  const prune = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(prune);
    if (v && typeof v === 'object') {
      const out: Record<string, unknown> = {};
      for (const [k, x] of Object.entries(v)) {
        const p = prune(x);
        if (p !== undefined) out[k] = p;
      }
      return Object.keys(out).length > 0 ? out : undefined;
    }
    return v;
  };
  return (prune(draft) as Draft | undefined) ?? {};
}
