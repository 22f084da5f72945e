// The calendar date picker: a text field (MM/DD/YYYY, typing works) and a button that opens a dialog
// with a month grid (ARIA date picker dialog pattern): "Previous month" / "Next month", one button per
// day named like "March 24, 2026", days outside the quotable window disabled, arrow keys, Page Up/Down
// and Home/End move between days, Escape closes.
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { driftLabel } from '../drift.ts';
import { isoFromUs, longDate, monthName, usFromIso } from '../format.ts';
import { describedBy } from './Field.tsx';

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (text: string) => void;
  /** First and last day that can be chosen (ISO). */
  min: string;
  max: string;
  error?: string;
}

const WEEKDAYS = [
  ['Su', 'Sunday'],
  ['Mo', 'Monday'],
  ['Tu', 'Tuesday'],
  ['We', 'Wednesday'],
  ['Th', 'Thursday'],
  ['Fr', 'Friday'],
  ['Sa', 'Saturday'],
] as const;

const toIso = (date: Date) => date.toISOString().slice(0, 10);
const dateOf = (iso: string) => new Date(`${iso}T00:00:00Z`);

function shiftDays(iso: string, days: number): string {
  const date = dateOf(iso);
  date.setUTCDate(date.getUTCDate() + days);
  return toIso(date);
}

function shiftMonths(iso: string, months: number): string {
  const date = dateOf(iso);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, last));
  return toIso(date);
}

const clamp = (iso: string, min: string, max: string) => (iso < min ? min : iso > max ? max : iso);

/** The weeks of the month holding `iso`: ISO days, or null before the 1st and after the last. */
function weeksOf(iso: string): (string | null)[][] {
  const first = dateOf(`${iso.slice(0, 7)}-01`);
  const daysInMonth = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  const cells: (string | null)[] = Array.from({ length: first.getUTCDay() }, () => null);
  for (let day = 1; day <= daysInMonth; day += 1)
    cells.push(`${iso.slice(0, 7)}-${String(day).padStart(2, '0')}`);
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** Where each key moves the focused day in the grid. */
const KEY_MOVES: Record<string, (iso: string) => string> = {
  ArrowLeft: (iso) => shiftDays(iso, -1),
  ArrowRight: (iso) => shiftDays(iso, 1),
  ArrowUp: (iso) => shiftDays(iso, -7),
  ArrowDown: (iso) => shiftDays(iso, 7),
  PageUp: (iso) => shiftMonths(iso, -1),
  PageDown: (iso) => shiftMonths(iso, 1),
  Home: (iso) => shiftDays(iso, -dateOf(iso).getUTCDay()),
  End: (iso) => shiftDays(iso, 6 - dateOf(iso).getUTCDay()),
};

export function DatePicker({ id, label, value, onChange, min, max, error }: Props) {
  const [open, setOpen] = useState(false);
  const [focused, setFocused] = useState(min);
  const grid = useRef<HTMLTableElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const chosen = isoFromUs(value);
  const hint = 'MM/DD/YYYY';

  useEffect(() => {
    if (open) grid.current?.querySelector<HTMLButtonElement>(`button[data-day="${focused}"]`)?.focus();
  }, [open, focused]);

  useEffect(() => {
    if (!open) return;
    const outside = (event: MouseEvent) => {
      const target = event.target as Node;
      if (!dialog.current?.contains(target) && !trigger.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [open]);

  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };

  const choose = (iso: string) => {
    onChange(usFromIso(iso));
    close();
  };

  const onGridKey = (event: KeyboardEvent<HTMLTableElement>) => {
    const move = KEY_MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    setFocused((iso) => clamp(move(iso), min, max));
  };

  const view = focused.slice(0, 7);
  const title = `${monthName(Number(view.slice(5, 7)) - 1)} ${view.slice(0, 4)}`;
  return (
    <div className={`field date-picker${error ? ' field-invalid' : ''}`}>
      <label htmlFor={id}>{driftLabel(label)}</label>
      <p className="hint" id={`${id}-hint`}>
        {hint}
      </p>
      <div className="date-input">
        <input
          id={id}
          type="text"
          inputMode="numeric"
          placeholder="MM/DD/YYYY"
          autoComplete="off"
          value={value}
          aria-describedby={describedBy(id, hint, error)}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onChange(event.target.value)}
          onBlur={() => {
            const typed = isoFromUs(value);
            if (typed && usFromIso(typed) !== value) onChange(usFromIso(typed));
          }}
        />
        <button
          ref={trigger}
          type="button"
          className="icon-button"
          aria-label="Open calendar"
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => {
            setFocused(clamp(chosen ?? min, min, max));
            setOpen((was) => !was);
          }}
        >
          <span aria-hidden="true">▦</span>
        </button>
      </div>
      {error && (
        <p className="error" id={`${id}-error`}>
          {error}
        </p>
      )}
      {open && (
        <div
          ref={dialog}
          role="dialog"
          aria-modal="true"
          aria-label="Choose date"
          className="calendar"
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.preventDefault();
              close();
            }
          }}
        >
          <div className="calendar-header">
            <button
              type="button"
              className="icon-button"
              aria-label="Previous month"
              disabled={view <= min.slice(0, 7)}
              onClick={() => setFocused((iso) => clamp(shiftMonths(iso, -1), min, max))}
            >
              ‹
            </button>
            <h2 id={headingId} aria-live="polite">
              {title}
            </h2>
            <button
              type="button"
              className="icon-button"
              aria-label="Next month"
              disabled={view >= max.slice(0, 7)}
              onClick={() => setFocused((iso) => clamp(shiftMonths(iso, 1), min, max))}
            >
              ›
            </button>
          </div>
          {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA date picker dialog's month grid is a table */}
          <table ref={grid} role="grid" aria-labelledby={headingId} onKeyDown={onGridKey}>
            <thead>
              <tr>
                {WEEKDAYS.map(([short, long]) => (
                  <th key={short} scope="col" abbr={long}>
                    {short}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeksOf(focused).map((week) => (
                <tr key={week.find(Boolean) ?? ''}>
                  {week.map((day, index) =>
                    day ? (
                      <td key={day}>
                        <button
                          type="button"
                          data-day={day}
                          aria-label={longDate(day)}
                          aria-pressed={day === chosen}
                          tabIndex={day === focused ? 0 : -1}
                          disabled={day < min || day > max}
                          className={day === chosen ? 'chosen' : undefined}
                          onClick={() => choose(day)}
                        >
                          {Number(day.slice(8, 10))}
                        </button>
                      </td>
                    ) : (
                      // biome-ignore lint/suspicious/noArrayIndexKey: blank cells have nothing else to key on
                      <td key={`blank-${index}`} />
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
          <div className="calendar-footer">
            <button type="button" className="link-button" onClick={close}>
              Close
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
