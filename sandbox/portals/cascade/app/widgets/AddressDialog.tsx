// The address-verification dialog shown after the business address: "We found a standardized address",
// with the suggestion and what was typed, and a choice between "Use suggested address" and "Keep address
// as entered" (either rates the same); "Edit address" or Escape goes back to the form. Focus stays
// inside while it is open.
import { type KeyboardEvent, useEffect, useRef } from 'react';

export interface AddressLines {
  street: string;
  city: string;
  state: string;
  zip: string;
}

interface Props {
  entered: AddressLines;
  suggested: AddressLines;
  onChoose: (choice: 'suggested' | 'entered') => void;
  onEdit: () => void;
  busy: boolean;
}

function Lines({ address }: { address: AddressLines }) {
  return (
    <address>
      <span>{address.street}</span>{' '}
      <span>
        {address.city}, {address.state} {address.zip}
      </span>
    </address>
  );
}

export function AddressDialog({ entered, suggested, onChoose, onEdit, busy }: Props) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panel.current?.querySelector<HTMLButtonElement>('button')?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onEdit();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const buttons = [...panel.current.querySelectorAll<HTMLButtonElement>('button:not([disabled])')];
    const first = buttons[0];
    const last = buttons.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <div className="backdrop">
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby="address-dialog-title"
        aria-describedby="address-dialog-text"
        className="modal"
        onKeyDown={onKeyDown}
      >
        <h2 id="address-dialog-title">We found a standardized address</h2>
        <p id="address-dialog-text">
          The postal service writes this address differently. Use the standardized address, or keep the
          address as you entered it.
        </p>
        <div className="address-choices">
          <section aria-labelledby="address-suggested">
            <h3 id="address-suggested">Suggested</h3>
            <Lines address={suggested} />
            <button type="button" className="button" disabled={busy} onClick={() => onChoose('suggested')}>
              Use suggested address
            </button>
          </section>
          <section aria-labelledby="address-entered">
            <h3 id="address-entered">You entered</h3>
            <Lines address={entered} />
            <button
              type="button"
              className="button button-secondary"
              disabled={busy}
              onClick={() => onChoose('entered')}
            >
              Keep address as entered
            </button>
          </section>
        </div>
        <button type="button" className="link-button" disabled={busy} onClick={onEdit}>
          Edit address
        </button>
      </div>
    </div>
  );
}
