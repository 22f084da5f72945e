// Integration settings (admins): API keys and webhooks.
import { ApiKeys } from '../components/api-keys.tsx';
import { Webhooks } from '../components/webhooks.tsx';

export function SettingsPage({ canManage }: { canManage: boolean }) {
  if (!canManage) {
    return (
      <section aria-labelledby="settings-title">
        <h1 id="settings-title">Integration settings</h1>
        <p>Only admins manage API keys and webhooks.</p>
      </section>
    );
  }
  return (
    <section aria-labelledby="settings-title">
      <h1 id="settings-title">Integration settings</h1>
      <ApiKeys />
      <Webhooks />
    </section>
  );
}
