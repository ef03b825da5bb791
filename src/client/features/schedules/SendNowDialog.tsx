import { useState } from 'react';
import styled from 'styled-components';
import type { Schedule, ScheduleSend, SendNowTarget } from '../../../shared/schedules';
import { errorMessage } from '../../api/errors';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { newSendKey, useSendNowMutation } from './schedulesApi';

const Choices = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  label {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
    align-items: flex-start;
    color: ${({ theme }) => theme.colors.text};
    overflow-wrap: anywhere;
    cursor: pointer;
  }
  input {
    flex: none;
    width: 18px;
    height: 18px;
    margin: 2px 0 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Alert = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  color: ${({ theme }) => theme.colors.danger};
`;

type Props = {
  workspaceId: string;
  schedule: Schedule;
  name: string;
  /** The signed-in member's address, where "only to me" goes. */
  myAddress: string | null;
  onQueued: (send: ScheduleSend) => void;
  onClose: () => void;
};

/**
 * Send now's confirmation: to the schedule's recipients or only to the member, then the send is queued
 * under one key for as long as the dialog is open, so clicking twice or trying again after an error
 * cannot send twice.
 */
export function SendNowDialog({ workspaceId, schedule, name, myAddress, onQueued, onClose }: Props) {
  const [to, setTo] = useState<SendNowTarget>('recipients');
  const [key] = useState(newSendKey);
  const [send, sending] = useSendNowMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const recipients = schedule.recipients.length;

  const confirm = async () => {
    if (sending.isLoading) return;
    setFailure(null);
    const result = await send({ workspaceId, id: schedule.id, to, key });
    if ('error' in result) {
      setFailure(errorMessage(result.error, 'The report could not be sent.'));
      return;
    }
    onQueued(result.data);
  };

  return (
    <Modal
      open
      title="Send the report now?"
      onClose={onClose}
      footer={
        <>
          <Button type="button" $variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="button" onClick={() => void confirm()} disabled={sending.isLoading} aria-busy={sending.isLoading}>
            {sending.isLoading ? 'Sending…' : 'Send now'}
          </Button>
        </>
      }
    >
      <p>
        The {name}, for its last complete {schedule.cadence === 'weekly' ? 'week' : 'month'}, with its PDF. The next scheduled send stays as it is.
      </p>
      <Choices>
        <legend>Send it to</legend>
        <label>
          <input type="radio" name="send-now-to" value="recipients" checked={to === 'recipients'} onChange={() => setTo('recipients')} />
          <span>
            Its recipients ({recipients} {recipients === 1 ? 'address' : 'addresses'}) <small>{schedule.recipients.join(', ')}</small>
          </span>
        </label>
        <label>
          <input type="radio" name="send-now-to" value="me" checked={to === 'me'} onChange={() => setTo('me')} />
          <span>
            Only me <small>{myAddress ?? 'Your own address'}</small>
          </span>
        </label>
      </Choices>
      {failure ? <Alert role="alert">{failure}</Alert> : null}
    </Modal>
  );
}
