import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { errorMessage, fieldErrors, statusOf, type QueryError } from '../../api/errors';
import { Button } from '../../components/Button';
import { StackForm } from '../../components/StackForm';
import { TextField } from '../../components/TextField';
import { useKeepDemoWorkspaceMutation } from './demoWorkspaceApi';

const Intro = styled.p`
  margin: 0;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

type Fields = { email: string; password: string };
type Problems = Partial<Record<keyof Fields | 'form', string>>;

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The server's answer placed where it belongs: on the field it names (a taken e-mail included), else under the form. */
function problemsOf(error: QueryError): Problems {
  const byField = fieldErrors(error);
  const problems: Problems = {};
  if (byField.email) problems.email = sentence(byField.email);
  if (byField.password) problems.password = sentence(byField.password);
  if (!problems.email && !problems.password) {
    problems.form = statusOf(error) === 403 ? errorMessage(error) : errorMessage(error, 'The workspace could not be kept. Please try again.');
  }
  return problems;
}

type Props = { onKept: (email: string) => void; onBack: () => void };

/** "Keep this workspace": an e-mail and a password turn the demo into an account of one's own, with everything in it. */
export function KeepWorkspaceForm({ onKept, onBack }: Props) {
  const [fields, setFields] = useState<Fields>({ email: '', password: '' });
  const [problems, setProblems] = useState<Problems>({});
  const [keep, { isLoading }] = useKeepDemoWorkspaceMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: Problems = {};
    if (!fields.email.trim()) missing.email = 'Enter the e-mail you will sign in with.';
    if (!fields.password) missing.password = 'Choose a password of at least 8 characters.';
    setProblems(missing);
    if (missing.email || missing.password) return;
    try {
      const user = await keep({ email: fields.email.trim(), password: fields.password }).unwrap();
      onKept(user.email);
    } catch (error) {
      setProblems(problemsOf(error as QueryError));
    }
  };

  const set = (name: keyof Fields) => (event: { target: { value: string } }) => setFields((current) => ({ ...current, [name]: event.target.value }));

  return (
    <StackForm $gap="md" onSubmit={(event) => void submit(event)} noValidate aria-label="Keep this workspace">
      <Intro>Everything here stays yours: the connected accounts, competitors, reports and chats. Next time, sign in with this e-mail and password.</Intro>
      <TextField label="Email" type="email" autoComplete="email" value={fields.email} onChange={set('email')} error={problems.email} />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        value={fields.password}
        onChange={set('password')}
        error={problems.password}
        placeholder="At least 8 characters"
      />
      {problems.form ? <Problem role="alert">{problems.form}</Problem> : null}
      <Actions>
        <Button type="button" $variant="secondary" onClick={onBack}>
          Back
        </Button>
        <Button type="submit" disabled={isLoading}>
          {isLoading ? 'Keeping…' : 'Keep workspace'}
        </Button>
      </Actions>
    </StackForm>
  );
}
