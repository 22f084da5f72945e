// What a start prints for a person: where each part listens, and the demo's key and sign-in. The key
// and the password are shown once, on the start that makes them; later starts say where they are kept.
import type { Demo } from './demo.ts';
import type { Service } from './service.ts';

export function banner(service: Service, demo: Demo | undefined, base: string | undefined): string {
  const { config, app, inboundMail, workers, sandbox } = service;
  const lines = [
    '',
    `Quoting service (${config.role}) on ${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`}`,
  ];
  if (app && base) {
    lines.push(
      `  App            ${base}/app`,
      `  API            ${base}/v1`,
      `  API docs       ${base}/docs`,
      `  OpenAPI        ${base}/v1/openapi.json`,
      `  Health         ${base}/healthz`,
    );
  }
  if (inboundMail) {
    lines.push(
      `  Inbound mail   smtp://${inboundMail.host}:${inboundMail.port}  (MFA codes to addresses @${config.inboundMail.domain})`,
    );
  }
  if (workers)
    lines.push(
      `  Workers        ${config.agents.concurrency} concurrent carrier jobs at most (${config.agents.minConcurrency} at least; between, as measured)`,
    );
  // Where API processes relay the live view from (docs/decisions/0031-live-view-across-nodes.md).
  if (workers && service.liveRelay.address)
    lines.push(`  Live relay     ${service.liveRelay.address}  (internal: API nodes only)`);
  if (sandbox)
    lines.push(`  Sandbox        ${sandbox.url}/  (carrier portals, the SMS inbox and the mailbox)`);
  if (demo?.smsNumber)
    lines.push(`  SMS codes      the sandbox phone texts ${demo.smsNumber} → ${base}/inbound/sms`);
  if (demo?.mailAddress)
    lines.push(`  Demo mail      the sandbox e-mails the demo agency's codes to ${demo.mailAddress}`);
  if (!demo) return `${lines.join('\n')}\n\n`;
  const { agency, admin } = demo;
  if (agency.created) {
    lines.push(
      '',
      `Demo API key (shown once, kept in ${agency.keyFile}): ${agency.apiKey}`,
      `  curl -H "Authorization: Bearer ${agency.apiKey}" ${base}/v1/carriers`,
    );
  } else if (!config.bootstrapApiKey) {
    lines.push('', `Demo API key: in ${agency.keyFile}`);
  }
  if (admin.created) {
    lines.push(`Demo sign-in:  ${base}/app  as ${admin.email} / ${admin.password}  (shown once)`);
  } else {
    const where = admin.passwordFile ? `password in ${admin.passwordFile}` : 'BOOTSTRAP_ADMIN_PASSWORD';
    lines.push(`Demo sign-in:  ${base}/app  as ${admin.email} (${where})`);
  }
  return `${lines.join('\n')}\n\n`;
}
