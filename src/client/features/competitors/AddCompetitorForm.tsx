import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { CompetitorList } from '../../../shared/competitors';
import { errorMessage, type QueryError } from '../../api/errors';
import { useAppDispatch } from '../../base/hooks';
import { Button } from '../../components/Button';
import { Muted } from '../../components/dataCard';
import { TextField } from '../../components/TextField';
import { toastShown } from '../toasts';
import { useAddCompetitorMutation } from './competitorsApi';
import { useGetCompetitorSuggestionsQuery } from './competitorSuggestionsApi';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  > :first-child {
    flex: 1 1 240px;
    max-width: 420px;
  }
  > button {
    margin-top: calc(${({ theme }) => theme.font.size.sm} * 1.5 + ${({ theme }) => theme.space.xs});
  }
`;

const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

const Suggestions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const Chip = styled.button`
  min-height: 32px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
    border-color: ${({ theme }) => theme.colors.borderStrong};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** The demo handles shown as buttons, its niche first; all of them are in the field's list. */
const SHOWN_SUGGESTIONS = 4;

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
  const suggestions = useGetCompetitorSuggestionsQuery(accountId).data?.suggestions ?? [];
  const listId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  // The server lists the account's niche first.
  const shown = suggestions.slice(0, SHOWN_SUGGESTIONS);

  /** A suggestion fills the field (the visitor still chooses to add it) and hands it focus. */
  const choose = (handle: string) => {
    setUsername(`@${handle}`);
    setProblem(null);
    formRef.current?.querySelector('input')?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const name = username.trim();
    if (!name) return setProblem(suggestions.length ? `Enter an Instagram username, such as @${suggestions[0].username}.` : 'Enter an Instagram username.');
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
        <Form ref={formRef} onSubmit={submit} noValidate aria-label="Add a competitor">
          <TextField
            label="Instagram username or profile link"
            placeholder="@username or instagram.com/username"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            error={problem ?? undefined}
            list={suggestions.length ? listId : undefined}
          />
          {suggestions.length ? (
            <datalist id={listId}>
              {suggestions.map((suggestion) => (
                <option key={suggestion.username} value={`@${suggestion.username}`}>
                  {suggestion.name}
                </option>
              ))}
            </datalist>
          ) : null}
          <Button type="submit" disabled={isLoading}>
            {isLoading ? 'Adding…' : 'Add competitor'}
          </Button>
        </Form>
      )}
      {!list.cannotAdd && shown.length ? (
        <Suggestions role="group" aria-labelledby={`${listId}-label`}>
          <span id={`${listId}-label`}>Demo accounts you can add:</span>
          <ul>
            {shown.map((suggestion) => (
              <li key={suggestion.username}>
                <Chip type="button" title={suggestion.name} onClick={() => choose(suggestion.username)}>
                  @{suggestion.username}
                </Chip>
              </li>
            ))}
          </ul>
        </Suggestions>
      ) : null}
      <Muted>
        {tracked} of {list.limit} competitors{list.cannotAdd ? '.' : '. Any public business or creator account can be added.'}
      </Muted>
    </>
  );
}
