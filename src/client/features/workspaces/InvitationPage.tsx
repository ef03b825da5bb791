import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useRequiredWorkspace } from '../../base/workspace/WorkspaceContext';
import { useAppDispatch, useAppSelector } from '../../base/hooks';
import { errorMessage } from '../../api/errors';
import { Button } from '../../components/Button';
import { AlertText, titleAndMutedText } from '../../components/pageText';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import { useDocumentTitle } from '../../components/Page';
import type { InvitationPreview } from '../../../shared/workspaces';
import { signIn } from '../auth';
import { selectCurrentUser, signedIn } from '../session';
import { ROLE_MEANINGS, ROLE_NAMES } from './roles';
import { useAcceptInvitationMutation, usePreviewInvitationMutation, useSignUpThroughInvitationMutation } from './invitationApi';
import { workspaceSelected } from './workspacesSlice';
import { appPath } from '../../../shared/pagePaths';

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 480px;
  margin: 0 auto;
  padding: 72px ${({ theme }) => theme.space.xl};
  ${titleAndMutedText}
  form {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.md};
  }
`;

/** The token travels in the link's fragment (#token=…), which browsers never send to a server. */
const tokenIn = (hash: string) => new URLSearchParams(hash.replace(/^#/, '')).get('token');

/**
 * /invitation: what an invitation link opens. The person sees the workspace and role, then
 * joins: signed in with the invited address, by accepting; with an account of that address, by signing
 * in; otherwise by signing up with it. The server checks the address, the expiry and single use.
 */
export default function InvitationPage() {
  useDocumentTitle('Invitation');
  const workspace = useRequiredWorkspace();
  if (!workspace) return <Spinner label="Loading the invitation" size={28} />;
  return (
    <workspace.Providers>
      <InvitationFlow />
    </workspace.Providers>
  );
}

function InvitationFlow() {
  const token = tokenIn(useLocation().hash);
  const [preview, previewed] = usePreviewInvitationMutation();
  const asked = useRef(false);
  useEffect(() => {
    if (!token || asked.current) return;
    asked.current = true;
    void preview(token);
  }, [token, preview]);

  if (!token) return <Problems message="This link has no invitation in it: open the link exactly as you received it." />;
  if (previewed.error) return <Problems message={errorMessage(previewed.error)} />;
  if (!previewed.data) {
    return (
      <Box>
        <Spinner label="Reading the invitation" size={28} />
      </Box>
    );
  }
  return <Join token={token} invitation={previewed.data} />;
}

function Problems({ message }: { message: string }) {
  return (
    <Box aria-labelledby="invitation-title">
      <h1 id="invitation-title">This invitation cannot be used</h1>
      <AlertText role="alert">{message}</AlertText>
      <Link to="/login">Go to sign in</Link>
    </Box>
  );
}

function Join({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector(selectCurrentUser);
  const [accept, accepting] = useAcceptInvitationMutation();
  const [signUp, signingUp] = useSignUpThroughInvitationMutation();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [signInError, setSignInError] = useState<string | null>(null);

  const enter = (workspaceId: string) => {
    dispatch(workspaceSelected(workspaceId));
    void navigate(appPath('dashboard'));
  };
  const acceptNow = () =>
    void accept(token)
      .unwrap()
      .then((answer) => enter(answer.workspace.id))
      .catch(() => undefined);
  const submitSignIn = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await dispatch(signIn({ kind: 'login', body: { email: invitation.email, password } }));
    if (!outcome.ok) setSignInError(errorMessage(outcome.error));
    else acceptNow();
  };
  const submitSignUp = (event: FormEvent) => {
    event.preventDefault();
    void signUp({ token, name, password })
      .unwrap()
      .then(({ workspace, ...session }) => {
        dispatch(signedIn(session));
        enter(workspace.id);
      })
      .catch(() => undefined);
  };

  const wrongPerson = user && user.email.toLowerCase() !== invitation.email;
  return (
    <Box aria-labelledby="invitation-title">
      <h1 id="invitation-title">Join {invitation.workspaceName}</h1>
      <p>
        {invitation.invitedBy} invited {invitation.email} as {ROLE_NAMES[invitation.role].toLowerCase()} ({ROLE_MEANINGS[invitation.role]}).
      </p>
      {accepting.error ? <AlertText role="alert">{errorMessage(accepting.error)}</AlertText> : null}
      {user && !wrongPerson ? (
        <Button type="button" onClick={acceptNow} disabled={accepting.isLoading}>
          Accept and open the workspace
        </Button>
      ) : null}
      {wrongPerson ? (
        <AlertText role="alert">
          You are signed in as {user.email}, but this invitation is for {invitation.email}. Sign out, then open the link again.
        </AlertText>
      ) : null}
      {!user && invitation.hasAccount ? (
        <form onSubmit={(event) => void submitSignIn(event)} aria-label="Sign in to accept">
          <p>Sign in as {invitation.email} to accept.</p>
          <TextField label="Password" type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />
          {signInError ? <AlertText role="alert">{signInError}</AlertText> : null}
          <Button type="submit" disabled={!password}>
            Sign in and accept
          </Button>
        </form>
      ) : null}
      {!user && !invitation.hasAccount ? (
        <form onSubmit={submitSignUp} aria-label="Create your account">
          <p>Create your account with {invitation.email} to accept.</p>
          <TextField label="Your name" autoComplete="name" value={name} onChange={(event) => setName(event.target.value)} />
          <TextField label="Password" type="password" autoComplete="new-password" value={password} onChange={(event) => setPassword(event.target.value)} />
          {signingUp.error ? <AlertText role="alert">{errorMessage(signingUp.error)}</AlertText> : null}
          <Button type="submit" disabled={!name.trim() || !password || signingUp.isLoading}>
            Create account and join
          </Button>
        </form>
      ) : null}
    </Box>
  );
}
