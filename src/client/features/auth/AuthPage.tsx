import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage, fieldErrors } from '../../api/errors';
import { Button } from '../../components/Button';
import { StackForm } from '../../components/StackForm';
import { TextField } from '../../components/TextField';
import { useDemoSignIn } from './useDemoSignIn';
import { useSignIn } from './useSignIn';
import type { AuthFields, AuthMode, FieldErrors } from './validation';
import { OAuthButtons } from './OAuthButtons';
import { AuthCard, AuthWrap, authText } from './authFrame';

const Heading = styled.div`
  ${authText}
  h1 {
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
`;

const Banner = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid rgba(239, 68, 68, 0.4);
  border-radius: ${({ theme }) => theme.radii.md};
  background: rgba(239, 68, 68, 0.1);
  color: #fca5a5;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Divider = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textFaint};
  font-size: ${({ theme }) => theme.font.size.xs};
  text-transform: uppercase;
  letter-spacing: 0.08em;
  &::before,
  &::after {
    content: '';
    flex: 1;
    height: 1px;
    background: ${({ theme }) => theme.colors.border};
  }
`;

const Switch = styled.p`
  margin: 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const ForgotLink = styled.p`
  margin: 0;
  text-align: right;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const copy = {
  login: { title: 'Welcome back', lead: 'Sign in to your analytics workspace.', submit: 'Sign in', busy: 'Signing in…' },
  register: { title: 'Create your account', lead: 'Start tracking your Instagram business accounts.', submit: 'Create account', busy: 'Creating account…' },
} as const;

/**
 * The zod rules are shared with the server but weigh ~20 KB gzip; they load when the user starts
 * typing (or at the latest on submit) so the sign-in page's first load stays within budget.
 */
const loadValidation = () => import(/* webpackChunkName: "auth-validation" */ './validation');

function useAuthSubmit(mode: AuthMode) {
  const { signIn, isLoading } = useSignIn();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [banner, setBanner] = useState<string | null>(null);

  const submit = async (values: AuthFields) => {
    const { validateAuthForm, authFieldErrors } = await loadValidation();
    const validated = validateAuthForm(mode, values);
    setErrors(validated.ok ? {} : validated.errors);
    setBanner(null);
    if (!validated.ok) return;
    const failure = await signIn(validated.mode === 'register' ? { kind: 'register', body: validated.body } : { kind: 'login', body: validated.body });
    if (!failure) return;
    const inline = authFieldErrors(fieldErrors(failure.error));
    setErrors(inline);
    if (Object.keys(inline).length === 0) setBanner(errorMessage(failure.error));
  };
  return { submit, errors, banner, isLoading };
}

export default function AuthPage({ mode }: { mode: AuthMode }) {
  const [values, setValues] = useState<AuthFields>({ name: '', email: '', password: '' });
  const { submit, errors, banner, isLoading } = useAuthSubmit(mode);
  const demo = useDemoSignIn();
  const text = copy[mode];
  const set = (field: keyof AuthFields) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(values);
  };

  return (
    <AuthWrap>
      <AuthCard aria-labelledby="auth-title">
        <Heading>
          <h1 id="auth-title">{text.title}</h1>
          <p>{text.lead}</p>
        </Heading>
        <StackForm onSubmit={onSubmit} onFocus={() => void loadValidation()} noValidate>
          {banner ? <Banner role="alert">{banner}</Banner> : null}
          {mode === 'register' ? (
            <TextField label="Name" name="name" autoComplete="name" value={values.name} onChange={set('name')} error={errors.name} />
          ) : null}
          <TextField label="Email" name="email" type="email" autoComplete="email" value={values.email} onChange={set('email')} error={errors.email} />
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
            value={values.password}
            onChange={set('password')}
            error={errors.password}
          />
          {mode === 'login' ? (
            <ForgotLink>
              <Link to="/forgot-password">Forgot password?</Link>
            </ForgotLink>
          ) : null}
          <Button type="submit" $block disabled={isLoading}>
            {isLoading ? text.busy : text.submit}
          </Button>
        </StackForm>
        <Divider>or</Divider>
        <Button type="button" $variant="secondary" $block onClick={demo.start} disabled={demo.isLoading}>
          Try the demo
        </Button>
        <OAuthButtons />
        <Switch>
          {mode === 'login' ? (
            <>
              New here? <Link to="/register">Create an account</Link>
            </>
          ) : (
            <>
              Already have an account? <Link to="/login">Go to sign in</Link>
            </>
          )}
        </Switch>
      </AuthCard>
    </AuthWrap>
  );
}
