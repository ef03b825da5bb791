import { useId, useState } from 'react';
import styled from 'styled-components';
import { SCHEDULED_REPORT_LABELS, type Schedule, type ScheduleSend, type ScheduleStatus } from '../../../shared/schedules';
import { useAppDispatch, useAppSelector } from '../../base/hooks';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Card, CardHead, Muted, Skeleton } from '../../components/dataCard';
import { LoadFailed } from '../../components/LoadFailed';
import { formatDateTime } from '../../lib/format';
import { useSelectedAccount } from '../accounts';
import { selectCurrentUser } from '../session';
import { toastShown } from '../toasts';
import type { Permit } from '../../../shared/workspacePermissions';
import { ScheduleForm } from './ScheduleForm';
import { SchedulePreviewDialog } from './SchedulePreviewDialog';
import { SendNowDialog } from './SendNowDialog';
import { SendProgress } from './SendProgress';
import { useDeleteScheduleMutation, useGetSchedulesQuery } from './schedulesApi';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  justify-content: space-between;
  > div:first-child {
    flex: 1 1 260px;
    min-width: 0;
  }
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-start;
`;

const Notice = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.warning};
`;

const Reason = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const STATUS_TEXT: Record<ScheduleStatus, string> = {
  sending: 'Sending now',
  retrying: 'Last send failed; retrying',
  sent: 'Last sent',
  failed: 'Last send failed',
  'not-sent': 'Not sent: e-mail is not configured',
};

/** How the row's buttons and dialogs name their schedule, so a screen reader tells the rows apart. */
const scheduleName = (schedule: Schedule) => `${schedule.cadence} ${SCHEDULED_REPORT_LABELS[schedule.kind].toLowerCase()} of @${schedule.accountUsername}`;

function lastRun(schedule: Schedule): string {
  if (!schedule.lastStatus) return 'Not sent yet';
  const when = schedule.lastRunAt ? ` on ${formatDateTime(schedule.lastRunAt, schedule.timezone)}` : '';
  const why = schedule.lastError && schedule.lastStatus !== 'not-sent' ? ` (${schedule.lastError})` : '';
  return `${STATUS_TEXT[schedule.lastStatus]}${when}${why}`;
}

/** `manage`: whether the user's role may schedule, send now, change and delete, and why not. */
type Props = { workspaceId: string; manage: Permit };

/**
 * The workspace's scheduled reports: what goes to whom and when, and how the last send went.
 * Any member previews what a send would mail; an editor also sends it now, changes and deletes it. A
 * control a member cannot use is disabled with the reason beside it.
 */
export function SchedulesSection({ workspaceId, manage }: Props) {
  const canEdit = manage.allowed;
  const schedules = useGetSchedulesQuery(workspaceId);
  const { accounts } = useSelectedAccount();
  const me = useAppSelector(selectCurrentUser);
  const dispatch = useAppDispatch();
  const [editing, setEditing] = useState<Schedule | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Schedule | null>(null);
  const [previewing, setPreviewing] = useState<Schedule | null>(null);
  const [confirming, setConfirming] = useState<Schedule | null>(null);
  const [sends, setSends] = useState<Record<string, ScheduleSend>>({});
  const [remove] = useDeleteScheduleMutation();
  const mailOffId = useId();
  const roleReasonId = useId();

  const mailConfigured = schedules.data?.mailConfigured ?? true;
  const canSend = canEdit && mailConfigured;
  const sendBlockedBy = !canEdit ? roleReasonId : !mailConfigured ? mailOffId : undefined;
  const startSendNow = (schedule: Schedule) => {
    setPreviewing(null);
    setConfirming(schedule);
  };
  const queued = (send: ScheduleSend) => {
    const schedule = confirming;
    setConfirming(null);
    setSends((current) => ({ ...current, [send.scheduleId]: send }));
    if (schedule) dispatch(toastShown({ type: 'info', message: `Sending the ${scheduleName(schedule)}…` }));
  };
  const sendEnded = (scheduleId: string) =>
    setSends((current) => {
      const { [scheduleId]: _ended, ...rest } = current;
      return rest;
    });

  return (
    <Card aria-labelledby="schedules-title">
      <CardHead>
        <h2 id="schedules-title">Schedules</h2>
        {canEdit && editing === null && accounts.length > 0 ? <Button onClick={() => setEditing('new')}>New schedule</Button> : null}
      </CardHead>
      <Muted>Reports sent by e-mail every week or month, with a PDF of the charts and tables, on the workspace&apos;s clock.</Muted>
      {schedules.data && !schedules.data.mailConfigured ? (
        <Notice role="note" id={mailOffId}>
          E-mail is not configured on this server (SMTP_URL), so schedules are kept but nothing is sent, and Send now is off.
        </Notice>
      ) : null}
      {!canEdit && schedules.data?.data.length ? (
        <Reason id={roleReasonId}>Preview shows what a send would mail. Sending now, changing and deleting: {manage.reason}</Reason>
      ) : null}
      {editing !== null ? <ScheduleForm workspaceId={workspaceId} editing={editing === 'new' ? undefined : editing} onDone={() => setEditing(null)} /> : null}
      {schedules.isError ? <LoadFailed title="The schedules could not be loaded" error={schedules.error} onRetry={() => void schedules.refetch()} /> : null}
      {!schedules.isError && !schedules.data ? <Skeleton $height={96} role="status" aria-label="Loading the schedules" /> : null}
      {schedules.data?.data.length === 0 ? (
        <Muted>{accounts.length ? 'No report is scheduled yet.' : 'Connect an Instagram account to schedule its reports.'}</Muted>
      ) : null}
      {schedules.data?.data.length ? (
        <List aria-label="Scheduled reports">
          {schedules.data.data.map((schedule) => {
            const send = sends[schedule.id];
            return (
              <Item key={schedule.id}>
                <div>
                  <h3>
                    {SCHEDULED_REPORT_LABELS[schedule.kind]} of @{schedule.accountUsername}, {schedule.cadence}
                  </h3>
                  <p>To {schedule.recipients.join(', ')}</p>
                  <p>
                    Next: {formatDateTime(schedule.nextRunAt, schedule.timezone)} ({schedule.timezone}) · {lastRun(schedule)}
                  </p>
                  {send ? <SendProgress workspaceId={workspaceId} send={send} name={scheduleName(schedule)} onDone={() => sendEnded(schedule.id)} /> : null}
                </div>
                <Buttons>
                  <Button $variant="secondary" $size="sm" onClick={() => setPreviewing(schedule)} aria-label={`Preview the ${scheduleName(schedule)}`}>
                    Preview
                  </Button>
                  <Button
                    $variant="secondary"
                    $size="sm"
                    onClick={() => startSendNow(schedule)}
                    disabled={!canSend || send !== undefined}
                    aria-describedby={sendBlockedBy}
                    aria-label={`Send the ${scheduleName(schedule)} now`}
                  >
                    {send ? 'Sending…' : 'Send now'}
                  </Button>
                  {canEdit ? (
                    <>
                      <Button $variant="secondary" $size="sm" onClick={() => setEditing(schedule)} aria-label={`Edit the ${scheduleName(schedule)}`}>
                        Edit
                      </Button>
                      <Button $variant="danger" $size="sm" onClick={() => setDeleting(schedule)} aria-label={`Delete the ${scheduleName(schedule)}`}>
                        Delete
                      </Button>
                    </>
                  ) : null}
                </Buttons>
              </Item>
            );
          })}
        </List>
      ) : null}
      {previewing ? (
        <SchedulePreviewDialog
          workspaceId={workspaceId}
          schedule={previewing}
          name={scheduleName(previewing)}
          onClose={() => setPreviewing(null)}
          onSendNow={canSend && !sends[previewing.id] ? () => startSendNow(previewing) : undefined}
        />
      ) : null}
      {confirming ? (
        <SendNowDialog
          workspaceId={workspaceId}
          schedule={confirming}
          name={scheduleName(confirming)}
          myAddress={me?.email ?? null}
          onQueued={queued}
          onClose={() => setConfirming(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this schedule?"
        message="No more reports will be sent for it. Reports already sent stay in their inboxes."
        confirmLabel="Delete"
        variant="danger"
        onConfirm={() => {
          if (deleting) void remove({ workspaceId, id: deleting.id });
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      />
    </Card>
  );
}
