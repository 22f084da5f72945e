// What the SPA keeps in memory: the signed-in broker and the reference data (never drafts: those live on
// the server so a draft survives an expired session).
import { api } from './api.js';

export const state = { user: null, ref: null };

export async function loadReference() {
  if (!state.ref) state.ref = await api('GET', '/api/reference');
  return state.ref;
}

const classCodeCache = new Map();
const makeCache = new Map();

export function classCodes(stateCode) {
  if (!classCodeCache.has(stateCode)) {
    const request = api('GET', `/api/class-codes?state=${encodeURIComponent(stateCode)}`);
    request.catch(() => classCodeCache.delete(stateCode));
    classCodeCache.set(stateCode, request);
  }
  return classCodeCache.get(stateCode);
}

export function vehicleMakes(year) {
  if (!makeCache.has(year)) {
    const request = api('GET', `/api/vehicle-makes?year=${encodeURIComponent(year)}`);
    request.catch(() => makeCache.delete(year));
    makeCache.set(year, request);
  }
  return makeCache.get(year);
}

export function resetState() {
  state.user = null;
  state.ref = null;
  classCodeCache.clear();
  makeCache.clear();
}
