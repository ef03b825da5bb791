import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { CompetitorList } from '../../../shared/competitors';
import { errorMessage, type QueryError } from '../../api/errors';
import { useAppDispatch } from '../../app/hooks';
import { Button } from '../../components/Button';
import { Muted } from '../../components/dataCard';
import { TextField } from '../../components/TextField';
import { toastShown } from '../toasts';
import { useAddCompetitorMutation } from './competitorsApi';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  > :first-child { flex: 1 1 240px; max-width: 420px; }
  > button { margin-top: calc(${({ theme }) => theme.font.size.sm} * 1.5 + ${({ theme }) => theme.space.xs}); }
`;

const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The server's reason as a sentence: a validation answer names its field first ("username: …"), dropped here beside the field. */
const addError = (error: QueryError) => sentence(errorMessage(error).replace(/^username: /, ''));

type Props = { accountId: string; list: CompetitorList };

/**
 * Adds a public business account by @username; refusals (not found, duplicate, limit, own account) show
 * inline. When the account cannot add any (Instagram Login, the limit reached), the server's reason replaces the form.
 */
export function AddCompetitorForm({ accountId, list }: Props) {
  const dispatch = useAppDispatch();
  const [username, setUsername] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [add, { isLoading }] = useAddCompetitorMutation();
  const tracked = list.rows.filter((row) => row.kind === 'competitor').length;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const name = username.trim();
    if (!name) return setProblem('Enter an Instagram username, such as @liftwithlena.');
    setProblem(null);
    try {
      const added = await add({ accountId, username: name }).unwrap();
      setUsername('');
      dispatch(toastShown({ type: 'success', message: `Now tracking @${added.username}` }));
    } catch (error) {
      setProblem(addError(error as QueryError));
    }
  };

  return (
    <>
      {list.cannotAdd ? (
        <Notice role="note">{list.cannotAdd}</Notice>
      ) : (
        <Form onSubmit={submit} noValidate aria-label="Add a competitor">
          <TextField
            label="Instagram username or profile link"
            placeholder="@username or instagram.com/username"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            error={problem ?? undefined}
          />
          <Button type="submit" disabled={isLoading}>
            {isLoading ? 'Adding…' : 'Add competitor'}
          </Button>
        </Form>
      )}
      <Muted>
        {tracked} of {list.limit} competitors{list.cannotAdd ? '.' : '. Any public business or creator account can be added.'}
      </Muted>
    </>
  );
}
