// A WebForms-style __VIEWSTATE: base64 state with a MAC, posted back by every form. A postback without
// a valid one (a hand-built request, a page from another form) fails as ASP.NET's did.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export interface ViewState {
  /** Page key the state belongs to. */
  p: string;
  /** Layout version the page was rendered with. */
  l?: number;
  /** Grid rows rendered (repeating tables). */
  r?: number;
}

export interface ViewStateCodec {
  encode(state: ViewState): string;
  /** The decoded state, or undefined when missing, tampered with, or from another page. */
  decode(value: unknown, page: string): ViewState | undefined;
}

export function createViewStateCodec(key: Buffer = randomBytes(32)): ViewStateCodec {
  const mac = (payload: string) => createHmac('sha1', key).update(payload).digest('base64');
  return {
    encode(state) {
      const payload = Buffer.from(JSON.stringify(state)).toString('base64');
      return `/wEPDwUK${payload}${mac(payload)}`;
    },
    decode(value, page) {
      if (typeof value !== 'string' || !value.startsWith('/wEPDwUK')) return undefined;
      const body = value.slice(8);
      const tagLength = 28; // base64 of a 20-byte SHA-1
      const payload = body.slice(0, -tagLength);
      const tag = Buffer.from(body.slice(-tagLength));
      const expected = Buffer.from(mac(payload));
      if (tag.length !== expected.length || !timingSafeEqual(tag, expected)) return undefined;
      try {
        const state = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as ViewState;
        return state.p === page ? state : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
