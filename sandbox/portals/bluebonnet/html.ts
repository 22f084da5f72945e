// Small HTML helpers shared by every AgentDesk page: escaping user values and formatting money.

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (ch) => ENTITIES[ch] ?? ch);
}

/** `$1,234` for whole dollars, as every AgentDesk page shows money. */
export function formatMoney(amount: number): string {
  return `$${Math.round(amount).toLocaleString('en-US')}`;
}

/** Parses what an agent types in a money box: `$1,250,000`, `1250000`. Whole dollars only. */
export function parseMoney(value: string): number | undefined {
  const cleaned = value.replace(/[$,\s]/g, '');
  if (!/^\d{1,12}$/.test(cleaned)) return undefined;
  return Number(cleaned);
}

/** A same-site AgentDesk path safe to redirect to after sign-in, or undefined. */
export function safeNext(next: unknown): string | undefined {
  if (typeof next !== 'string') return undefined;
  return /^\/agentdesk\/[A-Za-z0-9/_\-?=&.%+]*$/.test(next) && !next.includes('//') ? next : undefined;
}
