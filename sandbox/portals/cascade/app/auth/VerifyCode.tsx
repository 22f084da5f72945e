// "Check your e-mail": the 6-digit code Cascade e-mailed at sign-in, with "Send a new code".
import { type FormEvent, useState } from 'react';
import { ApiError, api, messageOf } from '../api.ts';
import type { User } from '../types.ts';
import { TextField } from '../widgets/Field.tsx';

interface Props {
  sent: string;
  onSignedIn: (user: User) => void;
  /** The sign-in is over (too many codes, or it timed out): back to the password, with why. */
  onRestart: (message: string) => void;
}

export function VerifyCode({ sent, onSignedIn, onRestart }: Props) {
  const [code, setCode] = useState('');
  const [notice, setNotice] = useState(sent);
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure('');
    try {
      onSignedIn((await api<{ user: User }>('POST', '/api/auth/code', { json: { code } })).user);
    } catch (error) {
      if (error instanceof ApiError && (error.code === 'TOO_MANY_CODES' || error.code === 'NOT_SIGNED_IN')) {
        onRestart(error.message);
        return;
      }
      setFailure(messageOf(error));
      setBusy(false);
    }
  };

  const resend = async () => {
    setFailure('');
    try {
      setNotice((await api<{ message: string }>('POST', '/api/auth/code/resend')).message);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'NOT_SIGNED_IN') onRestart(error.message);
      else setFailure(messageOf(error));
    }
  };

  return (
    <div className="narrow card">
      <h1>Check your e-mail</h1>
      <p className="alert alert-info" role="status">
        {notice}
      </p>
      {failure && (
        <p className="alert alert-error" role="alert">
          {failure}
        </p>
      )}
      <form onSubmit={onSubmit} noValidate>
        <TextField
          id="code"
          label="Verification code"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={setCode}
        />
        <div className="actions">
          <button type="submit" className="button" disabled={busy}>
            Verify
          </button>
          <button type="button" className="button button-secondary" onClick={resend}>
            Send a new code
          </button>
        </div>
      </form>
    </div>
  );
}
