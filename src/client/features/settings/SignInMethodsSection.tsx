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
  // What this server lets one sign in with, once it has said: only those are offered.
  const setUp = providers.data ? SIGN_IN_METHODS.filter((method) => method.id !== 'password' && configured.get(method.id) === true) : null;
  const linkable = setUp?.filter((method) => !user.providers.includes(method.id)) ?? null;
  const demoNote = isDemo && setUp && linkable ? demoNoteOf(setUp, linkable) : null;

  return (
    <SectionCard aria-labelledby="sign-in-methods-title">
      <SectionHead>
        <h2 id="sign-in-methods-title">Sign-in methods</h2>
        <p>{introOf(setUp)}</p>
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
      {demoNote ? <Note>{demoNote}</Note> : null}
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

/** "Google or Instagram": names as a sentence lists them. */
const either = (names: string[]) => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`);

/** The ways to sign in this server offers: a password, and the providers set up on it (all three until it has said). */
function introOf(setUp: { name: string }[] | null): string {
  const names = (setUp ?? SIGN_IN_METHODS.filter((method) => method.id !== 'password')).map((method) => method.name);
  if (!names.length) return 'Sign in with a password: no other sign-in provider is set up on this server.';
  return `Sign in with ${either(['a password', ...names])}. Keep at least one.`;
}

/**
 * How a demo is kept: by linking a provider this server has set up, or, with none set up, by an e-mail
 * and a password when signing out; nothing to say once every one set up is linked.
 */
function demoNoteOf(setUp: { name: string }[], linkable: { name: string }[]): string | null {
  if (linkable.length) return `This is a demo workspace: link ${either(linkable.map((method) => method.name))} to keep coming back to it.`;
  if (setUp.length) return null;
  return 'This is a demo workspace. No sign-in provider is set up on this server, so there is none to link: to keep the workspace, sign out and choose Keep this workspace, with an e-mail and a password.';
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
