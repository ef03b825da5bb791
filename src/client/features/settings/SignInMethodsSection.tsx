import styled from 'styled-components';
import type { ExternalProvider, User } from '../../../shared/auth';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useGetSignInProvidersQuery } from './settingsApi';
import { Note } from './settingsStyles';
import { SectionCard, SectionHead } from '../../components/sectionCard';
import { SIGN_IN_METHODS, useSignInMethods, type MethodsOutcome, type SignInMethod } from './useSignInMethods';

const MethodList = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => `${theme.space.md} 0`};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  li:first-child {
    border-top: none;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const OUTCOME_COLOURS = { success: 'success', error: 'danger', info: 'info' } as const;

const Outcome = styled.p<{ $tone: MethodsOutcome['tone'] }>`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border: 1px solid ${({ theme, $tone }) => theme.colors[OUTCOME_COLOURS[$tone]]};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

type Row = { id: SignInMethod; name: string; linked: boolean; configured: boolean };

/** Settings → Sign-in methods: the password and the linked providers, with link and unlink. */
export function SignInMethodsSection({ user }: { user: User }) {
  const providers = useGetSignInProvidersQuery();
  const methods = useSignInMethods(user.providers);
  const isDemo = user.providers.includes('demo');
  const configured = new Map((providers.data ?? []).map((provider) => [provider.id as SignInMethod, provider.configured]));
  const rows: Row[] = SIGN_IN_METHODS.map((method) => ({
    ...method,
    linked: user.providers.includes(method.id),
    configured: method.id === 'password' || configured.get(method.id) !== false,
  }));

  return (
    <SectionCard aria-labelledby="sign-in-methods-title">
      <SectionHead>
        <h2 id="sign-in-methods-title">Sign-in methods</h2>
        <p>Sign in with a password, Google, Facebook or Instagram. Keep at least one.</p>
      </SectionHead>
      {methods.outcome ? (
        <Outcome role={methods.outcome.tone === 'error' ? 'alert' : 'status'} $tone={methods.outcome.tone}>
          {methods.outcome.message}
        </Outcome>
      ) : null}
      <MethodList aria-label="Sign-in methods">
        {rows
          // A demo has no password to set (PasswordSection says why); any other account can set one.
          .filter((row) => row.id !== 'password' || row.linked || !isDemo)
          .map((row) => (
            <li key={row.id}>
              <span>
                {row.name}
                <small>{statusOf(row)}</small>
              </span>
              <MethodAction row={row} methods={methods} />
            </li>
          ))}
      </MethodList>
      {isDemo ? <Note>This is a demo workspace: link a provider to keep coming back to it.</Note> : null}
      <ConfirmDialog
        open={methods.confirming !== null}
        title="Unlink sign-in method"
        message={`You will no longer be able to sign in with ${methods.confirming ? methods.methodName(methods.confirming) : ''}.`}
        confirmLabel="Unlink"
        variant="danger"
        onConfirm={() => void methods.confirmUnlink()}
        onCancel={methods.cancelUnlink}
      />
    </SectionCard>
  );
}

function statusOf(row: Row): string {
  if (row.linked) return 'Linked';
  if (row.id === 'password') return 'Not set: set one in the Password section';
  return row.configured ? 'Not linked' : 'Not set up on this server';
}

function MethodAction({ row, methods }: { row: Row; methods: ReturnType<typeof useSignInMethods> }) {
  if (row.linked) {
    const last = methods.isLastWay(row.id);
    return (
      <Button
        type="button"
        $variant="secondary"
        $size="sm"
        disabled={methods.busy || last}
        title={last ? 'Your only way to sign in cannot be unlinked' : undefined}
        aria-label={`Unlink ${row.name}`}
        onClick={() => methods.askUnlink(row.id)}
      >
        Unlink
      </Button>
    );
  }
  if (row.id === 'password' || !row.configured) return null;
  return (
    <Button type="button" $size="sm" disabled={methods.busy} aria-label={`Link ${row.name}`} onClick={() => void methods.link(row.id as ExternalProvider)}>
      Link
    </Button>
  );
}
