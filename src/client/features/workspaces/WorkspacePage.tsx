import { LoadingSections } from '../../components/LoadingSections';
import { LoadFailed } from '../../components/LoadFailed';
import { Page } from '../../components/Page';
import { AuditSection } from './AuditSection';
import { InvitationsSection } from './InvitationsSection';
import { MembersSection } from './MembersSection';
import { useCan, useCurrentWorkspace } from './useWorkspace';
import { WorkspaceSettingsSection } from './WorkspaceSettingsSection';

/** /app/workspace: the selected workspace's name, members, invitations and audit log. */
export default function WorkspacePage() {
  const { workspace, workspaces, isLoading, isError, refetch } = useCurrentWorkspace();
  const personalId = workspaces.find((candidate) => candidate.personal)?.id ?? null;
  // Inviting and the audit log are an owner's: the sections are left out for other roles (Members says why).
  const mayInvite = useCan('invitations.manage').allowed;
  const mayReadAudit = useCan('audit.read').allowed;
  return (
    <Page title="Workspace" lead="Who shares this workspace's accounts, competitors and reports, and what each may do." about={workspace?.name}>
      {isLoading ? <LoadingSections label="Loading the workspace" heights={[160, 220]} /> : null}
      {isError ? <LoadFailed title="The workspace could not be loaded" error={undefined} onRetry={() => void refetch()} /> : null}
      {workspace ? (
        <>
          <WorkspaceSettingsSection workspace={workspace} personalId={personalId} />
          <MembersSection workspace={workspace} />
          {mayInvite ? <InvitationsSection workspace={workspace} /> : null}
          {mayReadAudit ? <AuditSection workspace={workspace} /> : null}
        </>
      ) : null}
    </Page>
  );
}
