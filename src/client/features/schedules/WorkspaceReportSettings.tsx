import { Skeleton } from '../../components/dataCard';
import { LoadFailed } from '../../components/LoadFailed';
import { BrandingSection } from './BrandingSection';
import { PreparedBy } from './PreparedBy';
import { SchedulesSection } from './SchedulesSection';
import { useCurrentWorkspace } from '../workspaces';
import { useGetBrandingQuery } from './schedulesApi';
import { permitFor } from '../../../shared/workspacePermissions';

/** The workspace the pages work in: the one chosen in the switcher, else the user's personal one. */
function useReportWorkspace() {
  const { workspace, workspaces, isError, error, refetch } = useCurrentWorkspace();
  return { data: workspace ?? workspaces.find((candidate) => candidate.personal) ?? null, isError, error, refetch };
}

/**
 * The reports page's Schedules and Branding sections, for the workspace the pages work in. The buttons
 * follow the user's role there by the shared permission table (an editor schedules, the owner brands);
 * the server checks the same table.
 */
export function WorkspaceReportSettings() {
  const workspace = useReportWorkspace();
  if (workspace.isError) return <LoadFailed title="The workspace could not be loaded" error={workspace.error} onRetry={() => void workspace.refetch()} />;
  if (!workspace.data) return <Skeleton $height={160} role="status" aria-label="Loading the schedules" />;
  const { id, role } = workspace.data;
  return (
    <>
      <SchedulesSection workspaceId={id} manage={permitFor(role, 'schedules.manage')} />
      <BrandingSection workspaceId={id} isOwner={permitFor(role, 'branding.change').allowed} />
    </>
  );
}

/** "Prepared by {workspace}" with its branding, at the top of a report; nothing while it loads or if it fails (the report reads without it). */
export function WorkspacePreparedBy() {
  const workspace = useReportWorkspace();
  const branding = useGetBrandingQuery(workspace.data?.id ?? '', { skip: !workspace.data });
  return branding.data ? <PreparedBy branding={branding.data} /> : null;
}
