import { LoadFailedLine } from '../../components/LoadFailed';
import { formatDateTime } from '../../lib/format';
import type { AuditAction, WorkspaceSummary } from '../../../shared/workspaces';
import { useGetAuditQuery } from './workspaceAdminApi';
import { Note, Rows, Who } from './workspaceStyles';
import { SectionCard, SectionHead } from '../../components/sectionCard';

const ACTION_NAMES: Record<AuditAction, string> = {
  'workspace.created': 'created the workspace',
  'workspace.renamed': 'renamed the workspace',
  'account.connected': 'connected',
  'account.disconnected': 'disconnected',
  'competitor.added': 'added the competitor',
  'competitor.removed': 'removed the competitor',
  'report.created': 'made the report',
  'report.deleted': 'deleted the report',
  'schedule.created': 'scheduled',
  'schedule.changed': 'changed the schedule of',
  'schedule.deleted': 'deleted the schedule of',
  'schedule.sent': 'sent',
  'schedule.failed': 'could not send',
  'member.invited': 'invited',
  'member.joined': 'joined',
  'member.removed': 'removed',
  'member.left': 'left',
  'member.role_changed': 'changed the role of',
  'invitation.revoked': 'revoked the invitation of',
};

/** Who did what here, newest first (owners only: the server answers 403 to anyone else). */
export function AuditSection({ workspace }: { workspace: WorkspaceSummary }) {
  const audit = useGetAuditQuery(workspace.id);
  return (
    <SectionCard aria-labelledby="workspace-audit">
      <SectionHead>
        <h2 id="workspace-audit">Audit log</h2>
        <p>
          Who connected, disconnected, invited, removed, changed a role, scheduled, sent or deleted what, and when (the latest 200), and which reports could not
          be sent and why.
        </p>
      </SectionHead>
      {audit.isLoading ? <p role="status">Loading the audit log…</p> : null}
      {audit.isError ? <LoadFailedLine error={audit.error} fallback="The audit log could not be loaded." onRetry={() => void audit.refetch()} /> : null}
      {audit.data?.data.length === 0 ? <Note>Nothing has happened here yet.</Note> : null}
      {audit.data?.data.length ? (
        <Rows aria-label="Audit log">
          {audit.data.data.map((entry) => (
            <li key={entry.id}>
              <Who>
                <strong>
                  {entry.actorName} {ACTION_NAMES[entry.action]} {entry.subject}
                </strong>
                <span>
                  <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                </span>
              </Who>
            </li>
          ))}
        </Rows>
      ) : null}
    </SectionCard>
  );
}
