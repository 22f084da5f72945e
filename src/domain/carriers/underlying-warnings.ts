// An umbrella portal's rules on the schedule of underlying policies: which line must be there, the
// lowest limits it takes per line, and employers' liability when the insured has employees.
import type { CreateQuoteRequest } from '../quote-request/model/create-body.ts';
import type { UnderlyingRules } from './requirements.ts';

type Found = { field: string; message: string };

const lineNames = {
  gl: 'general liability',
  bop: 'businessowners',
  auto: 'auto',
  wc: "employers' liability",
} as const;
const grouped = (limits: string) =>
  limits
    .split('/')
    .map((n) => Number(n).toLocaleString('en-US'))
    .join('/');

export function checkUnderlying(
  name: string,
  rules: UnderlyingRules | undefined,
  s: CreateQuoteRequest,
): Found[] {
  const policies = s.umbrella?.underlyingPolicies;
  if (!rules || !policies) return [];
  const found: Found[] = [];
  if (!policies.some((p) => rules.requiredOneOf.includes(p.line))) {
    const lines = rules.requiredOneOf.map((l) => lineNames[l]).join(' or ');
    found.push({
      field: 'umbrella.underlyingPolicies',
      message: `${name} requires a ${lines} policy in the underlying schedule; its portal will refuse the schedule`,
    });
  }
  if (
    rules.employersLiabilityWithEmployees &&
    s.input.numberOfEmployees > 0 &&
    !policies.some((p) => p.line === 'wc')
  ) {
    found.push({
      field: 'umbrella.underlyingPolicies',
      message: `${name} requires employers' liability (a wc policy) in the underlying schedule of an insured with employees`,
    });
  }
  policies.forEach((policy, i) => {
    const minimum = rules.minimums[policy.line];
    if (!minimum) return;
    const given = policy.limits.split('/').map(Number);
    const short = minimum.split('/').some((part, k) => (given[k] ?? given[0] ?? 0) < Number(part));
    if (short) {
      found.push({
        field: `umbrella.underlyingPolicies[${i}].limits`,
        message: `${name} requires underlying ${lineNames[policy.line]} limits of at least ${grouped(minimum)}; its portal will refuse ${grouped(policy.limits)}`,
      });
    }
  });
  return found;
}
