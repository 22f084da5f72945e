// A person's input to a taken-over page (docs/decisions/0028-take-over.md): mouse, wheel and keys as
// Chromium's own input events (CDP `Input.*` on the page's one DevTools session), so the page sees what
// a real mouse and keyboard make (framework inputs included); typed or pasted text as `insertText`.
// Coordinates come in the live view's frame pixels and are mapped to the page's CSS pixels with the
// frame's own metadata (`Page.screencastFrame`).
import type { CDPSession } from 'playwright-core';

export type InputEvent =
  | {
      type: 'mouse';
      action: 'move' | 'down' | 'up' | 'click';
      x: number;
      y: number;
      button?: MouseButton;
      clickCount?: number;
    }
  | { type: 'wheel'; x: number; y: number; deltaX: number; deltaY: number }
  | { type: 'key'; action: 'down' | 'up'; key: string; code: string; text?: string; modifiers?: number }
  | { type: 'text'; text: string };

type MouseButton = 'left' | 'middle' | 'right';

/** What the frames showed: the page's size in CSS pixels and the frame's in its own pixels. */
export interface FrameGeometry {
  deviceWidth: number;
  deviceHeight: number;
  pageScaleFactor: number;
  frameWidth: number;
  frameHeight: number;
}

/** A JPEG's width and height from its start-of-frame marker (the first few KB of its base64). */
export function jpegSize(base64: string): { width: number; height: number } | undefined {
  const bytes = Buffer.from(base64.slice(0, 8192), 'base64');
  let i = 2;
  while (i + 9 < bytes.length && bytes[i] === 0xff) {
    const marker = bytes[i + 1]!;
    if (marker >= 0xc0 && marker <= 0xc3)
      return { height: bytes.readUInt16BE(i + 5), width: bytes.readUInt16BE(i + 7) };
    i += 2 + bytes.readUInt16BE(i + 2);
  }
  return undefined;
}

/** The frame's point in the page's CSS pixels. */
export function toPage(g: FrameGeometry, x: number, y: number): { x: number; y: number } {
  const scale = g.pageScaleFactor || 1;
  return { x: (x * g.deviceWidth) / g.frameWidth / scale, y: (y * g.deviceHeight) / g.frameHeight / scale };
}

/** Keys with a default action Chromium needs the Windows key code for (Enter submits, Tab moves on). */
const KEY_CODES: Record<string, number> = {
  Backspace: 8,
  Tab: 9,
  Enter: 13,
  Shift: 16,
  Control: 17,
  Alt: 18,
  Escape: 27,
  ' ': 32,
  PageUp: 33,
  PageDown: 34,
  End: 35,
  Home: 36,
  ArrowLeft: 37,
  ArrowUp: 38,
  ArrowRight: 39,
  ArrowDown: 40,
  Delete: 46,
};

const keyCode = (key: string) => KEY_CODES[key] ?? (key.length === 1 ? key.toUpperCase().charCodeAt(0) : 0);

/** DevTools and view-source shortcuts: never passed on (CDP modifiers: 2 Ctrl, 4 Meta, 8 Shift). */
export function isDevToolsShortcut(e: { key: string; modifiers?: number }): boolean {
  const m = e.modifiers ?? 0;
  const ctrl = (m & 2) !== 0 || (m & 4) !== 0;
  if (e.key === 'F12') return true;
  if (ctrl && (m & 8) !== 0 && /^[ijc]$/i.test(e.key)) return true;
  return ctrl && /^u$/i.test(e.key);
}

/** The mouse button held down on each page's session, across batches (a drag spans several). */
const heldButtons = new WeakMap<CDPSession, MouseButton>();

/** Sends the events to the page in order; the mouse button held between down and up is remembered. */
export async function dispatchInput(
  cdp: CDPSession,
  g: FrameGeometry,
  events: readonly InputEvent[],
): Promise<void> {
  let held: MouseButton | 'none' = heldButtons.get(cdp) ?? 'none';
  for (const e of events) {
    if (e.type === 'text') await cdp.send('Input.insertText', { text: e.text });
    else if (e.type === 'key') {
      if (isDevToolsShortcut(e)) continue;
      const code = keyCode(e.key);
      const text = e.text ?? (e.key === 'Enter' ? '\r' : undefined);
      await cdp.send('Input.dispatchKeyEvent', {
        type: e.action === 'up' ? 'keyUp' : text ? 'keyDown' : 'rawKeyDown',
        key: e.key,
        code: e.code,
        modifiers: e.modifiers ?? 0,
        windowsVirtualKeyCode: code,
        nativeVirtualKeyCode: code,
        ...(e.action === 'down' && text ? { text, unmodifiedText: text } : {}),
      });
    } else if (e.type === 'wheel') {
      const at = toPage(g, e.x, e.y);
      await cdp.send('Input.dispatchMouseEvent', {
        type: 'mouseWheel',
        ...at,
        deltaX: e.deltaX,
        deltaY: e.deltaY,
      });
    } else {
      const at = toPage(g, e.x, e.y);
      const button = e.button ?? 'left';
      const clickCount = e.clickCount ?? 1;
      if (e.action === 'move')
        await cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', ...at, button: held });
      if (e.action === 'down' || e.action === 'click') {
        await cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', ...at, button, clickCount });
        held = button;
        heldButtons.set(cdp, button);
      }
      if (e.action === 'up' || e.action === 'click') {
        await cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', ...at, button, clickCount });
        held = 'none';
        heldButtons.delete(cdp);
      }
    }
  }
}
