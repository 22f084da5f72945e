// Keeps secrets out of everything an agent writes down: step errors, log lines, messages. The runtime
// registers each secret the moment it fetches it; every text stored or logged passes through here.

export interface Redactor {
  add(secret: string | undefined): void;
  redact(text: string): string;
  /** Every secret registered so far (to scrub binary artifacts such as traces). */
  secrets(): string[];
}

export function createRedactor(): Redactor {
  const secrets = new Set<string>();
  return {
    add(secret) {
      if (secret && secret.length >= 3) secrets.add(secret);
    },
    secrets: () => [...secrets],
    redact(text) {
      let out = text;
      for (const secret of secrets) out = out.split(secret).join('[redacted]');
      return out;
    },
  };
}
