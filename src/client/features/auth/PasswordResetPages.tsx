import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PASSWORD_RESET_TTL_MINUTES, passwordResetConfirmBody, passwordResetRequestBody, type PasswordResetRequested } from '../../../shared/auth';
import { zodFieldErrors } from '../../api/errors';
import { Button } from '../../components/Button';
import { AlertText } from '../../components/pageText';
import { StackForm } from '../../components/StackForm';
import { TextField } from '../../components/TextField';
import { AuthCard, AuthWrap, authText } from './authFrame';

/**
 * "Forgot password?" and the page its e-mailed link opens (docs/mail.md). Public pages without the store:
 * they call the API with fetch. The reset token arrives in the link's fragment, never sent to a server.
 */

const Card = styled(AuthCard)`
  ${authText}
`;

type ApiAnswer = { ok: boolean; status: number; body: { message?: string; details?: { field: string; message: string }[] } & Partial<PasswordResetRequested> };

async function post(path: string, body: object): Promise<ApiAnswer> {
  const response = await fetch(`/api/auth/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const text = await response.text();
  return { ok: response.ok, status: response.status, body: text ? (JSON.parse(text) as ApiAnswer['body']) : {} };
}

const detailsOf = (answer: ApiAnswer) => Object.fromEntries((answer.body.details ?? []).map((issue) => [issue.field.split('.')[0], issue.message]));

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <AuthWrap>
      <Card aria-labelledby="reset-title">
        <h1 id="reset-title">{title}</h1>
        {children}
      </Card>
    </AuthWrap>
  );
}

export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [alert, setAlert] = useState<string | null>(null);
  const [answer, setAnswer] = useState<PasswordResetRequested | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = passwordResetRequestBody.safeParse({ email });
    if (!parsed.success) return setError(zodFieldErrors(parsed.error).email);
    setError(undefined);
    setBusy(true);
    try {
      const result = await post('password-reset', parsed.data);
      if (result.ok) setAnswer({ mailConfigured: result.body.mailConfigured ?? false });
      else
        setAlert(
          result.status === 429
            ? (result.body.message ?? 'Too many requests; try again later.')
            : (detailsOf(result).email ?? result.body.message ?? 'Something went wrong.'),
        );
    } catch {
      setAlert('The server could not be reached. Check your connection and try again.');
    } finally {
      setBusy(false);
    }
  };

  if (answer)
    return (
      <Frame title="Check your e-mail">
        <p role="status">
          {answer.mailConfigured
            ? `If an account uses ${email}, a link to set a new password is on its way. It works once, for ${PASSWORD_RESET_TTL_MINUTES} minutes.`
            : `E-mail is not configured on this server, so no link can be sent. If an account uses ${email}, its reset link was written to the server's log: ask the administrator for it.`}
        </p>
        <p>
          <Link to="/login">Back to sign in</Link>
        </p>
      </Frame>
    );
  return (
    <Frame title="Forgot your password?">
      <p>Enter the e-mail address you sign in with, and we will send you a link to set a new password.</p>
      <StackForm onSubmit={(event) => void onSubmit(event)} noValidate>
        {alert ? <AlertText role="alert">{alert}</AlertText> : null}
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={error}
        />
        <Button type="submit" $block disabled={busy}>
          {busy ? 'Sending…' : 'Send the link'}
        </Button>
      </StackForm>
      <p>
        <Link to="/login">Back to sign in</Link>
      </p>
    </Frame>
  );
}

const tokenFromFragment = () => new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';

export function ResetPasswordPage() {
  const [token] = useState(tokenFromFragment);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = passwordResetConfirmBody.safeParse({ token, password });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setBusy(true);
    try {
      const result = await post('password-reset/confirm', parsed.data);
      if (result.ok) return setDone(true);
      const inline = detailsOf(result);
      setErrors(Object.keys(inline).length ? inline : { token: result.body.message ?? 'Something went wrong.' });
    } catch {
      setErrors({ token: 'The server could not be reached. Check your connection and try again.' });
    } finally {
      setBusy(false);
    }
  };

  if (done)
    return (
      <Frame title="Your password is set">
        <p role="status">Every session of your account was signed out. Sign in with the new password.</p>
        <p>
          <Link to="/login">Go to sign in</Link>
        </p>
      </Frame>
    );
  if (!token)
    return (
      <Frame title="This link is incomplete">
        <p>Open the link from the e-mail as it is, or ask for a new one.</p>
        <p>
          <Link to="/forgot-password">Ask for a new link</Link>
        </p>
      </Frame>
    );
  return (
    <Frame title="Set a new password">
      <StackForm onSubmit={(event) => void onSubmit(event)} noValidate>
        {errors.token ? (
          <AlertText role="alert">
            {errors.token} <Link to="/forgot-password">Ask for a new link</Link>
          </AlertText>
        ) : null}
        <TextField
          label="New password"
          name="password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password}
        />
        <Button type="submit" $block disabled={busy}>
          {busy ? 'Saving…' : 'Set the password'}
        </Button>
      </StackForm>
    </Frame>
  );
}
