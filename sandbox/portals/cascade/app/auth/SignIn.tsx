// "Sign in to Cascade Commercial": e-mail address and password; a good pair sends the e-mailed code and
// moves on to the code step.
import { type FormEvent, useState } from 'react';
import { api, messageOf } from '../api.ts';
import { driftCaption } from '../drift.ts';
import { TextField } from '../widgets/Field.tsx';

interface Props {
  notice: string;
  onCodeSent: (message: string) => void;
}

export function SignIn({ notice, onCodeSent }: Props) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure('');
    try {
      const answer = await api<{ message: string }>('POST', '/api/auth/sign-in', {
        json: { email, password },
      });
      onCodeSent(answer.message);
    } catch (error) {
      setFailure(messageOf(error));
      setBusy(false);
    }
  };

  return (
    <div className="narrow card">
      <h1>Sign in to Cascade Commercial</h1>
      <p className="hint">
        Agent portal for appointed agencies. General liability, business owner's and cyber.
      </p>
      {notice && (
        <p className="alert alert-info" role="status">
          {notice}
        </p>
      )}
      {failure && (
        <p className="alert alert-error" role="alert">
          {failure}
        </p>
      )}
      <form onSubmit={onSubmit} noValidate>
        <TextField
          id="email"
          label="E-mail address"
          type="email"
          autoComplete="username"
          value={email}
          onChange={setEmail}
        />
        <TextField
          id="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
        />
        <div className="actions">
          <button type="submit" className="button" disabled={busy}>
            {driftCaption('Sign in')}
          </button>
        </div>
      </form>
      <p className="hint">Locked out? Call Cascade Agency Support at 1-877-555-0168.</p>
    </div>
  );
}
