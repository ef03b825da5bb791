import { useState, type FormEvent } from 'react';
import { Button } from '../../components/Button';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { LoadFailedLine } from '../../components/LoadFailed';
import { errorMessage, fieldErrors } from '../../api/errors';
import { formatDateTime } from '../../lib/format';
import type { IssuedInvitation, WorkspaceRole, WorkspaceSummary } from '../../../shared/workspaces';
import { CopyLink } from './CopyLink';
import { ROLE_MEANINGS, ROLE_NAMES, ROLE_OPTIONS } from './roles';
import { INVITATION_MAIL_POLL_MS, mailInFlight, mailLine } from './invitationMail';
import { useGetInvitationsQuery, useInviteMutation, useRenewInvitationLinkMutation, useRevokeInvitationMutation, workspaceAdminApi } from './workspaceAdminApi';
import { ErrorNote, InlineForm, Note, RowActions, Rows, Who } from './workspaceStyles';
import { SectionCard, SectionHead } from '../../components/sectionCard';

/** Owners invite by address and role, and see the invitations not yet accepted (with a new link to copy, or revoke). */
export function InvitationsSection({ workspace }: { workspace: WorkspaceSummary }) {
  // Asked again only while an e-mail is on its way, so its row says when it left or why it did not.
  const cached = workspaceAdminApi.endpoints.getInvitations.useQueryState(workspace.id);
  const invitations = useGetInvitationsQuery(workspace.id, { pollingInterval: mailInFlight(cached.data) ? INVITATION_MAIL_POLL_MS : 0 });
  const [invite, inviting] = useInviteMutation();
  const [renew, renewing] = useRenewInvitationLinkMutation();
  const [revoke, revoking] = useRevokeInvitationMutation();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<WorkspaceRole>('viewer');
  const [issued, setIssued] = useState<IssuedInvitation | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void invite({ workspaceId: workspace.id, email, role })
      .unwrap()
      .then((answer) => {
        setIssued(answer);
        setEmail('');
      })
      .catch(() => undefined);
  };
  const newLink = (invitationId: string) =>
    void renew({ workspaceId: workspace.id, invitationId })
      .unwrap()
      .then(setIssued)
      .catch(() => undefined);

  const invalid = fieldErrors(inviting.error);
  const otherError = renewing.error ?? revoking.error;

  return (
    <SectionCard aria-labelledby="workspace-invite">
      <SectionHead>
        <h2 id="workspace-invite">Invite someone</h2>
        <p>
          {ROLE_NAMES.viewer}: {ROLE_MEANINGS.viewer}. {ROLE_NAMES.editor}: {ROLE_MEANINGS.editor}. {ROLE_NAMES.owner}: {ROLE_MEANINGS.owner}.
        </p>
      </SectionHead>
      <InlineForm onSubmit={submit} aria-label="Invite someone" noValidate>
        <TextField
          label="E-mail address"
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={invalid.email}
          required
        />
        <SelectField label="Role" options={ROLE_OPTIONS} value={role} onChange={(event) => setRole(event.target.value as WorkspaceRole)} />
        <Button type="submit" disabled={inviting.isLoading || !email.trim()}>
          {inviting.isLoading ? 'Inviting…' : 'Invite'}
        </Button>
      </InlineForm>
      {inviting.error && !invalid.email ? <ErrorNote role="alert">{errorMessage(inviting.error)}</ErrorNote> : null}
      {issued ? <CopyLink issued={issued} current={invitations.data?.find(({ id }) => id === issued.invitation.id)} /> : null}

      <h3>Pending invitations</h3>
      {invitations.isLoading ? <p role="status">Loading the invitations…</p> : null}
      {invitations.isError ? (
        <LoadFailedLine error={invitations.error} fallback="The invitations could not be loaded." onRetry={() => void invitations.refetch()} />
      ) : null}
      {otherError ? <ErrorNote role="alert">{errorMessage(otherError)}</ErrorNote> : null}
      {invitations.data?.length === 0 ? <Note>No invitation is waiting for an answer.</Note> : null}
      {invitations.data?.length ? (
        <Rows aria-label="Pending invitations">
          {invitations.data.map((invitation) => (
            <li key={invitation.id}>
              <Who>
                <strong>{invitation.email}</strong>
                <span>
                  {ROLE_NAMES[invitation.role]} · invited by {invitation.invitedBy} · expires {formatDateTime(invitation.expiresAt)}
                </span>
                <span>{mailLine(invitation)}</span>
              </Who>
              <RowActions>
                <Button
                  type="button"
                  $variant="secondary"
                  $size="sm"
                  onClick={() => newLink(invitation.id)}
                  aria-label={`Copy a new link for ${invitation.email}`}
                >
                  New link to copy
                </Button>
                <Button
                  type="button"
                  $variant="ghost"
                  $size="sm"
                  onClick={() => void revoke({ workspaceId: workspace.id, invitationId: invitation.id })}
                  aria-label={`Revoke the invitation of ${invitation.email}`}
                >
                  Revoke
                </Button>
              </RowActions>
            </li>
          ))}
        </Rows>
      ) : null}
      <Note>
        A link is shown only when it is made (the server keeps only a fingerprint of it): “New link to copy” makes a fresh one and the old one stops working.
      </Note>
    </SectionCard>
  );
}
