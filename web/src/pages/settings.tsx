// Integration settings (admins): API keys, webhooks, the SMS number, the address for e-mailed MFA codes,
// users, the portal fields the agency's people confirmed (learned mappings), and whether the agent asks
// for a take-over when stuck.
import { AgencySettings } from '../components/agency-settings.tsx';
import { ApiKeys } from '../components/api-keys.tsx';
import { LearnedMappings } from '../components/learned-mappings.tsx';
import { MfaMail } from '../components/mfa-mail.tsx';
import { SmsNumber } from '../components/sms-number.tsx';
import { Users } from '../components/users.tsx';
import { Webhooks } from '../components/webhooks.tsx';

export function SettingsPage({ canManage, selfEmail }: { canManage: boolean; selfEmail: string }) {
  if (!canManage) {
    return (
      <section aria-labelledby="settings-title">
        <h1 id="settings-title">Integration settings</h1>
        <p>
          Only admins manage API keys, webhooks, the SMS number, the address for e-mailed codes and users.
        </p>
        <LearnedMappings canManage={false} />
      </section>
    );
  }
  return (
    <section aria-labelledby="settings-title">
      <h1 id="settings-title">Integration settings</h1>
      <ApiKeys />
      <Webhooks />
      <SmsNumber />
      <MfaMail />
      <Users selfEmail={selfEmail} />
      <LearnedMappings canManage />
      <AgencySettings />
    </section>
  );
}
