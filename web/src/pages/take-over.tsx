// Take-over on the live view (docs/decisions/0028-take-over.md): "Take over" and "Hand back", who holds
// the page, and, for the holder, the mouse, wheel and keyboard on the frame sent to the page in batches
// (coordinates in the frame's own pixels; the worker maps them to the page's). Escape goes to the page
// like any key: only "Hand back" (F6 reaches it from the frame) returns control.
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../api.ts';
import type { LiveToken } from '../live-token.ts';

export type Control =
  | { holder: 'agent' }
  | { holder: 'person'; userId: string; email: string; since: string; expiresAt?: string };

type InputEvent = Record<string, unknown> & { type: string };

const FLUSH_MS = 50;

/** Sends the holder's input in batches; the frame's listeners while `active`. */
export function useInputCapture(
  screen: RefObject<HTMLDivElement | null>,
  image: RefObject<HTMLImageElement | null>,
  path: string,
  token: LiveToken,
  active: boolean,
  onRefused: (message: string) => void,
) {
  const queue = useRef<InputEvent[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const flush = useCallback(() => {
    timer.current = undefined;
    const events = queue.current.splice(0, 200);
    if (events.length === 0) return;
    token
      .headers()
      .then((headers) => api('POST', `${path}/input`, { events }, { headers }))
      .catch((e: unknown) => onRefused(e instanceof Error ? e.message : String(e)));
    if (queue.current.length > 0) timer.current = setTimeout(flush, FLUSH_MS);
  }, [path, token, onRefused]);
  const send = useCallback(
    (event: InputEvent) => {
      const q = queue.current;
      const last = q.at(-1);
      // Moves between two sends: only the latest matters.
      if (event.action === 'move' && last?.action === 'move') q.pop();
      q.push(event);
      timer.current ??= setTimeout(flush, FLUSH_MS);
    },
    [flush],
  );

  useEffect(() => {
    const el = screen.current;
    const img = image.current;
    if (!active || !el || !img) return;
    const at = (e: MouseEvent) => {
      const rect = img.getBoundingClientRect();
      const scale = img.naturalWidth / rect.width || 1;
      return {
        x: Math.max(0, (e.clientX - rect.left) * scale),
        y: Math.max(0, (e.clientY - rect.top) * scale),
      };
    };
    const buttons = ['left', 'middle', 'right'] as const;
    const mouse = (action: string) => (e: MouseEvent) => {
      e.preventDefault();
      if (action === 'down') el.focus();
      send({ type: 'mouse', action, ...at(e), button: buttons[e.button] ?? 'left' });
    };
    const onDown = mouse('down');
    const onUp = mouse('up');
    const onMove = mouse('move');
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      send({ type: 'wheel', ...at(e), deltaX: e.deltaX, deltaY: e.deltaY });
    };
    const modifiers = (e: KeyboardEvent) =>
      (e.altKey ? 1 : 0) | (e.ctrlKey ? 2 : 0) | (e.metaKey ? 4 : 0) | (e.shiftKey ? 8 : 0);
    const key = (action: 'down' | 'up') => (e: KeyboardEvent) => {
      if (e.key === 'F6') {
        // Leaves the frame for the buttons (Escape is the page's, like any key).
        e.preventDefault();
        if (action === 'down')
          document.querySelector<HTMLButtonElement>('[data-testid="take-over"] button')?.focus();
        return;
      }
      // Ctrl+V: the paste event below carries the person's clipboard.
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'v') return;
      e.preventDefault();
      const text = action === 'down' && e.key.length === 1 && !e.ctrlKey && !e.metaKey ? e.key : undefined;
      send({
        type: 'key',
        action,
        key: e.key,
        code: e.code,
        modifiers: modifiers(e),
        ...(text ? { text } : {}),
      });
    };
    const onKeyDown = key('down');
    const onKeyUp = key('up');
    const onPaste = (e: ClipboardEvent) => {
      const text = e.clipboardData?.getData('text/plain');
      e.preventDefault();
      if (text) send({ type: 'text', text: text.slice(0, 10_000) });
    };
    const noMenu = (e: Event) => e.preventDefault();
    img.addEventListener('mousedown', onDown);
    img.addEventListener('mouseup', onUp);
    img.addEventListener('mousemove', onMove);
    img.addEventListener('wheel', onWheel, { passive: false });
    img.addEventListener('contextmenu', noMenu);
    el.addEventListener('keydown', onKeyDown);
    el.addEventListener('keyup', onKeyUp);
    el.addEventListener('paste', onPaste);
    return () => {
      img.removeEventListener('mousedown', onDown);
      img.removeEventListener('mouseup', onUp);
      img.removeEventListener('mousemove', onMove);
      img.removeEventListener('wheel', onWheel);
      img.removeEventListener('contextmenu', noMenu);
      el.removeEventListener('keydown', onKeyDown);
      el.removeEventListener('keyup', onKeyUp);
      el.removeEventListener('paste', onPaste);
    };
  }, [active, screen, image, send]);
}

/** The buttons and who holds the page; `mine` when the signed-in person does. */
export function TakeOverControls(props: {
  path: string;
  token: LiveToken;
  control: Control | undefined;
  mine: boolean;
  paused: boolean;
  canTake: boolean;
  refused: string;
  onRefused(message: string): void;
}) {
  const { path, control, mine, paused, canTake } = props;
  const [busy, setBusy] = useState(false);
  const press = async (what: 'take' | 'hand-back') => {
    setBusy(true);
    props.onRefused('');
    try {
      await api('POST', `${path}/${what}`, undefined, { headers: await props.token.headers() });
    } catch (e) {
      props.onRefused(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="take-over" data-testid="take-over">
      <p aria-live="polite" data-testid="control-holder">
        {!control || control.holder === 'agent'
          ? 'The agent has control.'
          : mine
            ? paused
              ? 'You have control: the agent waits for you. Click the page to type into it; F6 reaches Hand back.'
              : 'You have control: the agent is finishing its step.'
            : `${control.email} has control since ${new Date(control.since).toLocaleTimeString()}. View only.`}
      </p>
      {mine ? (
        <button type="button" disabled={busy} onClick={() => void press('hand-back')}>
          Hand back
        </button>
      ) : (
        <button
          type="button"
          disabled={busy || !canTake || control?.holder === 'person'}
          onClick={() => void press('take')}
        >
          Take over
        </button>
      )}
      {props.refused ? (
        <p role="alert" className="error">
          {props.refused}
        </p>
      ) : null}
    </div>
  );
}
