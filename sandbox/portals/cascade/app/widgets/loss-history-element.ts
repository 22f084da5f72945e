// <cascade-loss-history>: the loss-history section as a web component with an open shadow root (its
// own markup and styles, as carrier portals embed shared widgets). Its inputs keep their own state; every
// change is sent up as a `loss-history-change` event (bubbling, composed) that the React form stores.
// React hands back the saved value (`value`) and the server's messages (`errors`). Under layout drift
// its labels and question are reworded as the plan says.
import { driftLabel } from '../drift.ts';

export interface LossHistoryValue {
  lossCount: string;
  totalIncurred: string;
  openClaims: '' | 'yes' | 'no';
}

export const LOSS_HISTORY_CHANGE = 'loss-history-change';
export const LOSS_HISTORY_TAG = 'cascade-loss-history';

const STYLE = `
:host { display: block; }
section { border: 1px solid #c9dde0; border-radius: 10px; padding: 1rem 1.25rem; background: #f7fbfb; }
.intro { margin: 0 0 1rem; color: #35535e; }
.field { margin-bottom: 1rem; display: grid; gap: .3rem; }
label, .question { font-weight: 600; color: #0b2533; }
.hint { margin: 0; font-size: .85rem; color: #52707d; }
input[type=text] { font: inherit; padding: .5rem .6rem; border: 1px solid #8aa9b2; border-radius: 6px; max-width: 16rem; }
input[aria-invalid=true] { border-color: #b42318; }
.error { margin: 0; color: #b42318; font-size: .9rem; }
.choices { display: flex; gap: 1.25rem; }
.choices label { font-weight: 400; display: flex; gap: .35rem; align-items: center; }
`;

type Key = keyof LossHistoryValue;

export class LossHistoryElement extends HTMLElement {
  readonly #root: ShadowRoot;
  readonly #count: HTMLInputElement;
  readonly #incurred: HTMLInputElement;
  readonly #radios: HTMLInputElement[];
  readonly #errors: Record<Key, HTMLParagraphElement>;

  constructor() {
    super();
    this.#root = this.attachShadow({ mode: 'open' });
    const style = document.createElement('style');
    style.textContent = STYLE;
    const section = document.createElement('section');
    const intro = paragraph(
      'intro',
      'Losses of any kind on this line of coverage in the past 3 years, as the loss runs show them. Enter 0 when there were none.',
    );
    this.#count = textInput('loss-count', 'numeric');
    this.#incurred = textInput('total-incurred', 'decimal');
    this.#errors = {
      lossCount: errorLine('loss-count-error'),
      totalIncurred: errorLine('total-incurred-error'),
      openClaims: errorLine('open-claims-error'),
    };
    const group = document.createElement('div');
    group.setAttribute('role', 'radiogroup');
    group.setAttribute('aria-labelledby', 'open-claims-question');
    const question = paragraph('question', driftLabel('Are any claims still open?'));
    question.id = 'open-claims-question';
    const choices = document.createElement('div');
    choices.className = 'choices';
    this.#radios = (['yes', 'no'] as const).map((answer) => {
      const label = document.createElement('label');
      const radio = document.createElement('input');
      radio.type = 'radio';
      radio.name = 'open-claims';
      radio.value = answer;
      label.append(radio, answer === 'yes' ? 'Yes' : 'No');
      choices.append(label);
      return radio;
    });
    group.append(question, choices, this.#errors.openClaims);
    section.append(
      intro,
      field(this.#count, 'Number of losses in the past 3 years', this.#errors.lossCount),
      field(
        this.#incurred,
        'Total incurred, past 3 years (USD)',
        this.#errors.totalIncurred,
        paragraph('hint', 'Paid plus reserved, all losses together.', 'total-incurred-hint'),
      ),
      group,
    );
    this.#root.append(style, section);
    for (const input of [this.#count, this.#incurred]) input.addEventListener('input', () => this.#changed());
    for (const radio of this.#radios) radio.addEventListener('change', () => this.#changed());
  }

  get value(): LossHistoryValue {
    const open = this.#radios.find((r) => r.checked)?.value;
    return {
      lossCount: this.#count.value,
      totalIncurred: this.#incurred.value,
      openClaims: open === 'yes' || open === 'no' ? open : '',
    };
  }

  set value(next: LossHistoryValue) {
    if (this.#count.value !== next.lossCount) this.#count.value = next.lossCount;
    if (this.#incurred.value !== next.totalIncurred) this.#incurred.value = next.totalIncurred;
    for (const radio of this.#radios) radio.checked = radio.value === next.openClaims;
  }

  set errors(errors: Partial<Record<Key, string>>) {
    const targets: Record<Key, HTMLElement[]> = {
      lossCount: [this.#count],
      totalIncurred: [this.#incurred],
      openClaims: this.#radios,
    };
    for (const key of Object.keys(this.#errors) as Key[]) {
      const message = errors[key] ?? '';
      this.#errors[key].textContent = message;
      this.#errors[key].hidden = !message;
      for (const target of targets[key]) {
        if (message) target.setAttribute('aria-invalid', 'true');
        else target.removeAttribute('aria-invalid');
      }
    }
  }

  #changed(): void {
    this.dispatchEvent(
      new CustomEvent(LOSS_HISTORY_CHANGE, { detail: this.value, bubbles: true, composed: true }),
    );
  }
}

function paragraph(className: string, text: string, id?: string): HTMLParagraphElement {
  const p = document.createElement('p');
  p.className = className;
  p.textContent = text;
  if (id) p.id = id;
  return p;
}

function errorLine(id: string): HTMLParagraphElement {
  const p = paragraph('error', '', id);
  p.hidden = true;
  return p;
}

function textInput(id: string, inputMode: string): HTMLInputElement {
  const input = document.createElement('input');
  input.type = 'text';
  input.id = id;
  input.inputMode = inputMode;
  input.autocomplete = 'off';
  return input;
}

function field(
  input: HTMLInputElement,
  text: string,
  error: HTMLElement,
  hint?: HTMLElement,
): HTMLDivElement {
  const wrapper = document.createElement('div');
  wrapper.className = 'field';
  const label = document.createElement('label');
  label.htmlFor = input.id;
  label.textContent = driftLabel(text);
  input.setAttribute('aria-describedby', [hint?.id, error.id].filter(Boolean).join(' '));
  wrapper.append(label, ...(hint ? [hint] : []), input, error);
  return wrapper;
}

export function defineLossHistoryElement(): void {
  if (!customElements.get(LOSS_HISTORY_TAG)) customElements.define(LOSS_HISTORY_TAG, LossHistoryElement);
}
