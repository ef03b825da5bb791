import { useState } from 'react';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { LoadFailedLine } from '../../components/LoadFailed';
import { errorMessage } from '../../api/errors';
import type { Member, WorkspaceRole, WorkspaceSummary } from '../../../shared/workspaces';
import { useAppSelector } from '../../base/hooks';
import { selectCurrentUser } from '../session';
import { ROLE_NAMES, ROLE_OPTIONS } from './roles';
import { useCan } from './useWorkspace';
import { useChangeRoleMutation, useGetMembersQuery, useRemoveMemberMutation } from './workspaceAdminApi';
import { ErrorNote, Note, RoleSelect, RowActions, Rows, Who } from './workspaceStyles';
import { SectionCard, SectionHead } from '../../components/sectionCard';

/** Members with their roles: an owner changes roles and removes; anyone may leave a shared workspace. The last owner stays. */
export function MembersSection({ workspace }: { workspace: WorkspaceSummary }) {
  const members = useGetMembersQuery(workspace.id);
  const me = useAppSelector(selectCurrentUser);
  const [changeRole, changing] = useChangeRoleMutation();
  const [removeMember, removing] = useRemoveMemberMutation();
  const [leaving, setLeaving] = useState<Member | null>(null);
  const mayManage = useCan('members.manage');
  const isOwner = mayManage.allowed;
  const owners = members.data?.filter((member) => member.role === 'owner').length ?? 0;
  const error = changing.error ?? removing.error;

  const lastOwner = (member: Member) => member.role === 'owner' && owners <= 1;
  const roleChanged = (member: Member, role: WorkspaceRole) => void changeRole({ workspaceId: workspace.id, userId: member.userId, role });

  return (
    <SectionCard aria-labelledby="workspace-members">
      <SectionHead>
        <h2 id="workspace-members">Members</h2>
        <p>{isOwner ? 'Change a role or remove someone. A workspace always keeps one owner.' : `${mayManage.reason}.`}</p>
      </SectionHead>
      {members.isLoading ? <p role="status">Loading the members…</p> : null}
      {members.isError ? <LoadFailedLine error={members.error} fallback="The members could not be loaded." onRetry={() => void members.refetch()} /> : null}
      {error ? <ErrorNote role="alert">{errorMessage(error)}</ErrorNote> : null}
      {members.data ? (
        <Rows aria-label="Members">
          {members.data.map((member) => (
            <li key={member.userId}>
              <Who>
                <strong>
                  {member.name}
                  {member.userId === me?.id ? ' (you)' : ''}
                </strong>
                <span>{member.email}</span>
              </Who>
              <RowActions>
                {isOwner ? (
                  <RoleSelect
                    aria-label={`Role of ${member.name}`}
                    value={member.role}
                    disabled={lastOwner(member) || changing.isLoading}
                    title={lastOwner(member) ? 'The last owner keeps the role: make someone else an owner first.' : undefined}
                    onChange={(event) => roleChanged(member, event.target.value as WorkspaceRole)}
                  >
                    {ROLE_OPTIONS.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.name}
                      </option>
                    ))}
                  </RoleSelect>
                ) : (
                  <span>{ROLE_NAMES[member.role]}</span>
                )}
                {(isOwner || member.userId === me?.id) && !workspace.personal ? (
                  <Button type="button" $variant="secondary" $size="sm" disabled={lastOwner(member)} onClick={() => setLeaving(member)}>
                    {member.userId === me?.id ? 'Leave' : 'Remove'}
                  </Button>
                ) : null}
              </RowActions>
            </li>
          ))}
        </Rows>
      ) : null}
      {owners === 1 && isOwner && !workspace.personal ? <Note>You are the only owner: make another member an owner before you can leave.</Note> : null}
      <ConfirmDialog
        open={leaving !== null}
        title={leaving?.userId === me?.id ? `Leave ${workspace.name}?` : `Remove ${leaving?.name ?? ''}?`}
        confirmLabel={leaving?.userId === me?.id ? 'Leave' : 'Remove'}
        variant="danger"
        onCancel={() => setLeaving(null)}
        onConfirm={() => {
          if (leaving) void removeMember({ workspaceId: workspace.id, userId: leaving.userId });
          setLeaving(null);
        }}
        message={
          leaving?.userId === me?.id
            ? 'You will no longer see its accounts, competitors and reports.'
            : 'They will no longer see this workspace. What they connected or made stays.'
        }
      />
    </SectionCard>
  );
}
