import { useEffect } from 'react';
import styled from 'styled-components';
import type { ScheduleSend } from '../../../shared/schedules';
import { useAppDispatch } from '../../base/hooks';
import { Spinner } from '../../components/Spinner';
import { toastShown } from '../toasts';
import { schedulesApi, useGetScheduleSendQuery } from './schedulesApi';

/** How often a send in progress is asked after: it leaves within seconds unless the mail server refuses it. */
const SEND_POLL_MS = 1000;

const Line = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.text} !important;
`;

const whereTo = (send: ScheduleSend) =>
  send.to === 'me' ? `to you (${send.recipients[0]})` : `to its ${send.recipients.length} recipient${send.recipients.length === 1 ? '' : 's'}`;

function progressText(send: ScheduleSend): string {
  if (send.state === 'retrying') return `Sending ${whereTo(send)}: the mail server refused it (${send.error ?? 'no reason given'}); trying again…`;
  return `Sending ${whereTo(send)}…`;
}

type Props = { workspaceId: string; send: ScheduleSend; name: string; onDone: () => void };

/**
 * A Send now on its way: asks after it until it is sent or has failed, says where it stands meanwhile,
 * then says how it ended in a toast and refreshes the schedules (their last send).
 */
export function SendProgress({ workspaceId, send: queued, name, onDone }: Props) {
  const dispatch = useAppDispatch();
  const status = useGetScheduleSendQuery({ workspaceId, id: queued.scheduleId, sendId: queued.id }, { pollingInterval: SEND_POLL_MS });
  const send = status.data ?? queued;
  const ended = send.state === 'sent' || send.state === 'failed';

  useEffect(() => {
    if (!ended) return;
    dispatch(
      send.state === 'sent'
        ? toastShown({ type: 'success', message: `The ${name} was sent ${whereTo(send)}.` })
        : toastShown({ type: 'error', message: `The ${name} could not be sent: ${send.error ?? 'no reason given'}` }),
    );
    dispatch(schedulesApi.util.invalidateTags(['Schedules']));
    onDone();
    // The end is told once; `send` changes with every answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ended]);

  if (ended) return null;
  return (
    <Line role="status">
      <span aria-hidden="true">
        <Spinner size={14} label="" />
      </span>
      {progressText(send)}
    </Line>
  );
}
