// An HTTP client for the Quote Studio tests: a cookie jar, forms posted as a browser posts them, and
// redirects followed by hand, so a test sees each page the portal answers.
import http from 'node:http';
import { generate } from 'otplib';
import { larkspur } from './index.ts';

export const DEMO = larkspur.accounts[0]!;
export const SECOND = larkspur.accounts[1]!;

export const totp = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) });

export const isoIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export interface Answer {
  status: number;
  url: string;
  html: string;
}

export class StudioClient {
  readonly cookies = new Map<string, string>();
  readonly origin: string;
  constructor(origin: string) {
    this.origin = origin;
  }

  /** One request to 127.0.0.1 with the portal's Host (Node does not resolve `*.localhost`). */
  private once(method: string, path: string, form?: Record<string, string>) {
    const url = new URL(this.origin);
    const body = form ? new URLSearchParams(form).toString() : undefined;
    return new Promise<{ status: number; location?: string; text: string }>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port: url.port,
          path,
          method,
          headers: {
            host: url.host,
            cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
            ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          },
        },
        (response) => {
          for (const line of response.headers['set-cookie'] ?? []) {
            const [pair] = line.split(';');
            const [name, ...value] = pair!.split('=');
            if (/max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name!.trim());
            else this.cookies.set(name!.trim(), value.join('='));
          }
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk) => {
            text += chunk;
          });
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, location: response.headers.location, text }),
          );
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  }

  /** A request, then every redirect it leads to; the last page's status, path and HTML. */
  async go(method: string, path: string, form?: Record<string, string>): Promise<Answer> {
    let response = await this.once(method, path, form);
    let url = new URL(path, this.origin);
    while (response.status >= 300 && response.status < 400) {
      url = new URL(response.location!, url);
      response = await this.once('GET', url.pathname + url.search);
    }
    return { status: response.status, url: url.pathname + url.search, html: response.text };
  }

  get = (path: string) => this.go('GET', path);
  post = (path: string, form: Record<string, string>) => this.go('POST', path, form);

  async signIn(account = DEMO, remember = false): Promise<Answer> {
    const first = await this.post('/studio/sign-in', {
      producer_id: account.username,
      passphrase: account.password,
    });
    if (!first.url.startsWith('/studio/verify')) return first;
    return this.post('/studio/verify', {
      otp: await totp(account.totpSeed!),
      ...(remember ? { remember: 'yes' } : {}),
    });
  }

  /** Starts a quote of a line: its reference. */
  async start(line: 'gl' | 'bop'): Promise<string> {
    const page = await this.post('/studio/quotes', { line });
    return /\/studio\/quotes\/(LK-\d{6})\/business/.exec(page.url)![1]!;
  }
}

export const BUSINESS = {
  insured_name: 'Aspen Ridge Outfitters LLC',
  entity: 'llc',
  year_started: '2012',
  effective_date: isoIn(14),
};
export const LOCATION = { street: '220 Pearl Street', city: 'Boulder', state: 'CO', zip: '80302' };
export const GL_EXPOSURE = {
  gl_class: '10100',
  gross_sales: '$850,000',
  payroll: '210,000',
  gl_limits: '1000000/2000000',
  gl_deductible: '500',
};
export const BOP_PROPERTY = {
  building_limit: '0',
  contents_limit: '150,000',
  construction: 'masonry_noncombustible',
  year_built: '1998',
  sprinklered: 'yes',
};
export const BOP_COVERAGE = {
  bop_class: 'R-100',
  gross_sales: '600000',
  bop_limits: '1000000/2000000',
  property_deductible: '1000',
};
export const CLEAN = { loss_count: '0', prior_cancel: 'no' };

/** Fills every step of a line with the given answers (each step's own keys), then asks for the quote. */
export async function quote(
  client: StudioClient,
  line: 'gl' | 'bop' = 'gl',
  answers: Partial<
    Record<
      'business' | 'location' | 'liability' | 'property' | 'coverage' | 'eligibility',
      Record<string, string>
    >
  > = {},
): Promise<{ ref: string; page: Answer }> {
  const ref = await client.start(line);
  const steps =
    line === 'gl'
      ? { business: BUSINESS, location: LOCATION, liability: GL_EXPOSURE, eligibility: CLEAN }
      : {
          business: BUSINESS,
          location: LOCATION,
          property: BOP_PROPERTY,
          coverage: BOP_COVERAGE,
          eligibility: CLEAN,
        };
  for (const [slug, values] of Object.entries(steps)) {
    const page = await client.post(`/studio/quotes/${ref}/${slug}`, {
      ...values,
      ...answers[slug as keyof typeof answers],
      go: 'next',
    });
    if (page.status !== 200) throw new Error(`${slug}: ${page.status}\n${page.html}`);
  }
  return { ref, page: await client.post(`/studio/quotes/${ref}/review`, { attest: 'yes' }) };
}

/** The premium a page shows, in whole dollars. */
export const shownPremium = (html: string) =>
  Number(/id="annual-premium">\$([\d,]+)</.exec(html)?.[1]?.replace(/,/g, '') ?? Number.NaN);
