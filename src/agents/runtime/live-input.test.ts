// The take-over input's pure parts: a frame's size from its JPEG, frame pixels to the page's CSS pixels,
// and the DevTools shortcuts never passed on.
import { describe, expect, it } from 'vitest';
import { isDevToolsShortcut, jpegSize, toPage } from './live-input.ts';

/** The smallest JPEG header with a start-of-frame: SOI, an APP0 segment, SOF0 of `width`×`height`. */
function jpegHeader(width: number, height: number): string {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x04, 0x00, 0x00]);
  const sof = Buffer.from([
    0xff,
    0xc0,
    0x00,
    0x0b,
    0x08,
    height >> 8,
    height & 255,
    width >> 8,
    width & 255,
    1,
    1,
    0x11,
    0,
  ]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, Buffer.alloc(8)]).toString('base64');
}

describe('take-over input', () => {
  it('reads a frame size from its JPEG header and maps frame pixels to the page', () => {
    expect(jpegSize(jpegHeader(853, 600))).toEqual({ width: 853, height: 600 });
    expect(jpegSize(Buffer.from('not a jpeg').toString('base64'))).toBeUndefined();
    const g = { deviceWidth: 1280, deviceHeight: 900, pageScaleFactor: 1, frameWidth: 853, frameHeight: 600 };
    const p = toPage(g, 426.5, 300);
    expect(p.x).toBeCloseTo(640);
    expect(p.y).toBeCloseTo(450);
  });

  it('never passes on the DevTools or view-source shortcuts', () => {
    expect(isDevToolsShortcut({ key: 'F12' })).toBe(true);
    expect(isDevToolsShortcut({ key: 'I', modifiers: 2 | 8 })).toBe(true);
    expect(isDevToolsShortcut({ key: 'u', modifiers: 2 })).toBe(true);
    expect(isDevToolsShortcut({ key: 'i', modifiers: 8 })).toBe(false);
    expect(isDevToolsShortcut({ key: 'a', modifiers: 2 })).toBe(false);
  });
});
