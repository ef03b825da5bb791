import { useState, type ClipboardEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import type { ReportSummary } from '../../../shared/reports';
import { REPORT_TITLE_MAX } from '../../../shared/reports';
import { errorMessage } from '../../api/errors';
import { useAppDispatch } from '../../base/hooks';
import { Button } from '../../components/Button';
import { StackForm } from '../../components/StackForm';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Modal } from '../../components/Modal';
import { TextField } from '../../components/TextField';
import { Unavailable } from '../../components/Unavailable';
import { toastShown } from '../toasts';
import { useCan } from '../workspaces';
import { useDeleteReportMutation, useRenameReportMutation } from './reportsApi';

const Row = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

/**
 * Rename and delete for one saved report; its figures stay as generated either way. A role that may
 * not use them sees them unavailable, saying why.
 */
export function ReportActions({ report }: { report: ReportSummary }) {
  const dispatch = useAppDispatch();
  const [renaming, setRenaming] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [deleteReport, { isLoading: deleting }] = useDeleteReportMutation();
  const mayRename = useCan('reports.rename');
  const mayDelete = useCan('reports.delete');

  const remove = async () => {
    setConfirmingDelete(false);
    try {
      await deleteReport(report.id).unwrap();
      dispatch(toastShown({ type: 'success', message: `“${report.title}” was deleted` }));
    } catch (error) {
      dispatch(toastShown({ type: 'error', message: errorMessage(error as never) }));
    }
  };

  return (
    <Row>
      <Unavailable reason={mayRename.reason}>
        <Button type="button" $variant="ghost" $size="sm" aria-label={`Rename ${report.title}`} onClick={() => setRenaming(true)}>
          Rename
        </Button>
      </Unavailable>
      <Unavailable reason={mayDelete.reason}>
        <Button type="button" $variant="ghost" $size="sm" aria-label={`Delete ${report.title}`} disabled={deleting} onClick={() => setConfirmingDelete(true)}>
          {deleting ? 'Deleting…' : 'Delete'}
        </Button>
      </Unavailable>
      {renaming ? <RenameDialog report={report} onClose={() => setRenaming(false)} /> : null}
      <ConfirmDialog
        open={confirmingDelete}
        variant="danger"
        title="Delete this report?"
        message={`“${report.title}” will be deleted from this server for good. Its account and competitors stay as they are.`}
        confirmLabel="Delete"
        onCancel={() => setConfirmingDelete(false)}
        onConfirm={() => void remove()}
      />
    </Row>
  );
}

function RenameDialog({ report, onClose }: { report: ReportSummary; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const [title, setTitle] = useState(report.title);
  const [problem, setProblem] = useState<string | undefined>();
  const [renameReport, { isLoading }] = useRenameReportMutation();

  // The field keeps at most REPORT_TITLE_MAX characters (the server refuses more): a longer paste is cut, and said so.
  const pasted = (event: ClipboardEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const replaced = (input.selectionEnd ?? input.value.length) - (input.selectionStart ?? input.value.length);
    const length = input.value.length - replaced + event.clipboardData.getData('text').length;
    setProblem(length > REPORT_TITLE_MAX ? `A title has at most ${REPORT_TITLE_MAX} characters: the pasted text was cut to fit.` : undefined);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return setProblem('Give the report a title.');
    try {
      await renameReport({ id: report.id, title: title.trim() }).unwrap();
      dispatch(toastShown({ type: 'success', message: 'Report renamed' }));
      onClose();
    } catch (error) {
      setProblem(errorMessage(error as never));
    }
  };

  return (
    <Modal open title="Rename report" onClose={onClose}>
      <StackForm $gap="md" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label="Title"
          value={title}
          maxLength={REPORT_TITLE_MAX}
          hint={`At most ${REPORT_TITLE_MAX} characters (${title.length} of ${REPORT_TITLE_MAX}).`}
          error={problem}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog opened on "Rename" puts focus on its one field (WAI-ARIA dialog pattern)
          autoFocus
          onPaste={pasted}
          onChange={(event) => setTitle(event.target.value)}
        />
        <Row>
          <Button type="submit" disabled={isLoading}>
            {isLoading ? 'Saving…' : 'Save'}
          </Button>
          <Button type="button" $variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </Row>
      </StackForm>
    </Modal>
  );
}
