import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { FormGrid, FullRow } from './formGrid';
import { SCHEDULED_REPORT_LABELS, scheduleBody, splitRecipients, type Schedule, type ScheduleBody } from '../../../shared/schedules';
import { errorMessage, fieldErrors, zodFieldErrors } from '../../api/errors';
import { Button } from '../../components/Button';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { useSelectedAccount } from '../accounts';
import { useCreateScheduleMutation, useUpdateScheduleMutation } from './schedulesApi';

const Alert = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

const KIND_OPTIONS = Object.entries(SCHEDULED_REPORT_LABELS).map(([value, name]) => ({ value, name }));
const CADENCE_OPTIONS = [
  { value: 'weekly', name: 'Weekly (Mondays, 08:00)' },
  { value: 'monthly', name: 'Monthly (the 1st, 08:00)' },
];

type Props = { workspaceId: string; editing?: Schedule; onDone: () => void };

/** Creates a schedule, or changes one: which account, which report, how often, and to whom. */
export function ScheduleForm({ workspaceId, editing, onDone }: Props) {
  const { accounts, account } = useSelectedAccount();
  const [values, setValues] = useState({
    accountId: editing?.accountId ?? account?.accountId ?? '',
    kind: editing?.kind ?? 'dashboard-summary',
    cadence: editing?.cadence ?? 'weekly',
    recipients: editing?.recipients.join(', ') ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [create, creating] = useCreateScheduleMutation();
  const [update, updating] = useUpdateScheduleMutation();
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = scheduleBody.safeParse({ ...values, recipients: splitRecipients(values.recipients) });
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    const body: ScheduleBody = parsed.data;
    const result = editing ? await update({ workspaceId, id: editing.id, body }) : await create({ workspaceId, body });
    if ('error' in result) {
      const inline = fieldErrors(result.error);
      setErrors(inline);
      setAlert(Object.keys(inline).length ? null : errorMessage(result.error));
      return;
    }
    onDone();
  };

  return (
    <FormGrid onSubmit={(event) => void onSubmit(event)} noValidate aria-label={editing ? 'Change the schedule' : 'New schedule'}>
      {alert ? <Alert role="alert">{alert}</Alert> : null}
      <SelectField
        label="Account"
        name="accountId"
        value={values.accountId}
        onChange={set('accountId')}
        options={accounts.map((candidate) => ({ value: candidate.accountId, name: `@${candidate.accountName}` }))}
      />
      <SelectField label="Report" name="kind" value={values.kind} onChange={set('kind')} options={KIND_OPTIONS} />
      <SelectField label="How often" name="cadence" value={values.cadence} onChange={set('cadence')} options={CADENCE_OPTIONS} />
      <FullRow>
        <TextField
          label="Send to (e-mail addresses, separated by commas)"
          name="recipients"
          type="text"
          inputMode="email"
          autoComplete="off"
          value={values.recipients}
          onChange={set('recipients')}
          error={errors.recipients ?? errors.accountId}
        />
      </FullRow>
      <FullRow>
        <Button type="submit" disabled={creating.isLoading || updating.isLoading}>
          {editing ? 'Save the schedule' : 'Create the schedule'}
        </Button>
        <Button type="button" $variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </FullRow>
    </FormGrid>
  );
}
