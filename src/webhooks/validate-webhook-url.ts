// What a webhook URL must be at registration: HTTPS, or plain HTTP to loopback when the
// operator allows loopback; no credentials; no IP literal that deliveries would refuse anyway. Names
// are not resolved here: the connect-time guard judges the address actually connected to.
import { checkLiteralHost } from './ssrf.ts';

export const loopbackSetting =
  '(accepted only when the service runs with WEBHOOK_ALLOW_LOOPBACK=true, in development)';
const httpOnlyToLoopback =
  'must use https (plain http is accepted only to loopback, when the service runs with WEBHOOK_ALLOW_LOOPBACK=true, in development)';

const isLoopbackName = (host: string) => host === 'localhost' || host.endsWith('.localhost');

/** The problems with `raw` as a webhook URL, for `field_errors.url`; empty when it is fine. */
export function webhookUrlProblems(raw: string, options: { allowLoopback: boolean }): string[] {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return ['must be an absolute URL, for example https://ams.example.com/hooks/quoting'];
  }
  const problems: string[] = [];
  const literal = checkLiteralHost(url.hostname, { allowLoopback: options.allowLoopback });
  const loopback =
    isLoopbackName(url.hostname) ||
    checkLiteralHost(url.hostname, { allowLoopback: true, loopbackOnly: true })?.allowed === true;
  // A loopback receiver the service refuses is one cause, said once and with the setting that decides
  // it, whether the URL is http or https.
  const loopbackRefused = loopback && !options.allowLoopback;
  if (url.protocol === 'http:') {
    if (!loopback) problems.push(httpOnlyToLoopback);
  } else if (url.protocol !== 'https:') {
    problems.push('must use https');
  }
  if (url.username || url.password) {
    problems.push('must not contain a user name or password; deliveries are authenticated by signature');
  }
  if (loopbackRefused) {
    problems.push(`must not point to ${literal ? 'a loopback address' : 'localhost'} ${loopbackSetting}`);
  } else if (literal && !literal.allowed) {
    problems.push(`must not point to ${literal.reason.replace(/^\S+ is /, '')}`);
  }
  return problems;
}
