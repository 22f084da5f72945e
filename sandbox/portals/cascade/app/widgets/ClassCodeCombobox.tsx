// The class-code combobox (ARIA combobox pattern): an input with role=combobox that searches Cascade's
// class codes as the producer types (GET /api/class-codes?q=, 200 ms after the last keystroke), a
// listbox of options ("41677 — Consultants, NOC"), arrow keys and Enter or a click to choose. Typing
// again clears the choice: only a chosen option sets the class. A rate-limited search (429) is tried
// again after its Retry-After.
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { ApiError, api, messageOf } from '../api.ts';
import type { ClassItem } from '../types.ts';
import { describedBy } from './Field.tsx';

const DEBOUNCE_MS = 200;
const ID = 'class-code';
const LISTBOX = 'class-code-listbox';
const HINT = 'Search by keyword, class code or NAICS code, then choose from the list.';

interface Props {
  selected: ClassItem | null;
  onSelect: (item: ClassItem | null) => void;
  error?: string;
}

export function ClassCodeCombobox({ selected, onSelect, error }: Props) {
  const [text, setText] = useState(selected?.label ?? '');
  const [items, setItems] = useState<ClassItem[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState('');
  const [query, setQuery] = useState('');
  const latest = useRef('');

  useEffect(() => {
    if (!query.trim()) return;
    let cancelled = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const search = async () => {
      try {
        const answer = await api<{ items: ClassItem[] }>(
          'GET',
          `/api/class-codes?q=${encodeURIComponent(query)}`,
        );
        if (cancelled || latest.current !== query) return;
        setItems(answer.items);
        setActive(answer.items.length > 0 ? 0 : -1);
        setOpen(true);
        setStatus(
          answer.items.length === 0
            ? `No class codes match “${query}”.`
            : `${answer.items.length} class ${answer.items.length === 1 ? 'code' : 'codes'} found.`,
        );
      } catch (failure) {
        if (cancelled) return;
        if (failure instanceof ApiError && failure.retryAfter) {
          setStatus(`Searching again in ${failure.retryAfter} s…`);
          retry = setTimeout(search, failure.retryAfter * 1000);
          return;
        }
        setStatus(messageOf(failure));
      }
    };
    const timer = setTimeout(search, DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      if (retry) clearTimeout(retry);
    };
  }, [query]);

  const choose = (item: ClassItem) => {
    setText(item.label);
    setOpen(false);
    setStatus('');
    onSelect(item);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && items.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % items.length);
    } else if (event.key === 'ArrowUp' && items.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i <= 0 ? items.length - 1 : i - 1));
    } else if (event.key === 'Enter' && open && items[active]) {
      event.preventDefault();
      choose(items[active]);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  const expanded = open && items.length > 0;
  return (
    <div className={`field combobox${error ? ' field-invalid' : ''}`}>
      <label htmlFor={ID}>Class code</label>
      <p className="hint" id={`${ID}-hint`}>
        {HINT}
      </p>
      <input
        id={ID}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={LISTBOX}
        aria-activedescendant={expanded && active >= 0 ? `${LISTBOX}-${active}` : undefined}
        aria-describedby={describedBy(ID, HINT, error)}
        aria-invalid={error ? true : undefined}
        value={text}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          latest.current = next;
          setQuery(next);
          if (selected) onSelect(null);
          if (!next.trim()) {
            setItems([]);
            setOpen(false);
            setStatus('');
          }
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => items.length > 0 && !selected && setOpen(true)}
      />
      <div id={LISTBOX} role="listbox" aria-label="Class codes" className="listbox" hidden={!expanded}>
        {items.map((item, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the combobox input's (aria-activedescendant)
          <div
            key={item.code}
            id={`${LISTBOX}-${index}`}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            className={index === active ? 'active' : undefined}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(item)}
            onMouseEnter={() => setActive(index)}
          >
            {item.label}
          </div>
        ))}
      </div>
      <p className="sr-status" role="status">
        {status}
      </p>
      {selected && (
        <p className="hint" id={`${ID}-basis`}>
          Premium basis: {selected.basisLabel}
        </p>
      )}
      {error && (
        <p className="error" id={`${ID}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
