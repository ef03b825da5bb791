import { useEffect } from 'react';
import styled from 'styled-components';
import type { Schedule } from '../../../shared/schedules';
import { errorMessage } from '../../api/errors';
import { Button } from '../../components/Button';
import { LoadFailedLine } from '../../components/LoadFailed';
import { Modal } from '../../components/Modal';
import { formatPeriod } from '../../lib/format';
import { useFetchPreviewPdfMutation, useGetSchedulePreviewQuery } from './schedulesApi';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0 0 ${({ theme }) => theme.space.md};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.text};
    overflow-wrap: anywhere;
  }
`;

const Links = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
`;

/** The e-mail itself: a document of its own, with no script, form, plugin or navigation (sandbox=""). */
const Frame = styled.iframe`
  display: block;
  width: 100%;
  height: min(60vh, 560px);
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: #f1f3f6;
`;

const PlainText = styled.details`
  margin-top: ${({ theme }) => theme.space.md};
  pre {
    max-height: 240px;
    overflow: auto;
    margin: ${({ theme }) => theme.space.sm} 0 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

type Props = {
  workspaceId: string;
  schedule: Schedule;
  /** What the schedule is called in buttons and headings ("weekly dashboard summary of @x"). */
  name: string;
  onClose: () => void;
  /** Shown when the member may send: opens Send now from the preview. */
  onSendNow?: () => void;
};

/**
 * Preview: the e-mail a send leaving now would mail (its HTML in a sandboxed frame, its plain-text part)
 * and a link to the PDF it would attach, for the last complete week or month.
 */
export function SchedulePreviewDialog({ workspaceId, schedule, name, onClose, onSendNow }: Props) {
  const ref = { workspaceId, id: schedule.id };
  const preview = useGetSchedulePreviewQuery(ref);
  const [fetchPdf, pdf] = useFetchPreviewPdfMutation();

  useEffect(() => {
    void fetchPdf(ref);
    // Once per opening; the dialog is mounted anew each time.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const pdfUrl = pdf.data;
  useEffect(() => () => (pdfUrl ? URL.revokeObjectURL(pdfUrl) : undefined), [pdfUrl]);

  const fileName = preview.data?.attachments[0]?.filename ?? `${schedule.kind}-${schedule.accountUsername}.pdf`;
  return (
    <Modal
      open
      wide
      title={`Preview: ${name}`}
      onClose={onClose}
      footer={
        <>
          <Button type="button" $variant="secondary" onClick={onClose}>
            Close
          </Button>
          {onSendNow ? (
            <Button type="button" onClick={onSendNow}>
              Send now…
            </Button>
          ) : null}
        </>
      }
    >
      {preview.isFetching && !preview.data ? <p role="status">Preparing the preview…</p> : null}
      {preview.isError ? <LoadFailedLine error={preview.error} fallback="The preview could not be made." onRetry={() => void preview.refetch()} /> : null}
      {preview.data ? (
        <>
          <Facts aria-label="The e-mail">
            <dt>To</dt>
            <dd>{preview.data.to.join(', ')}</dd>
            <dt>Subject</dt>
            <dd>{preview.data.subject}</dd>
            <dt>Period</dt>
            <dd>{`${formatPeriod(preview.data.period.from, preview.data.period.to)} (the last complete one)`}</dd>
            <dt>Attached</dt>
            <dd>
              {fileName}
              {pdfUrl ? (
                <Links>
                  <a href={pdfUrl} target="_blank" rel="noopener noreferrer">
                    Open the PDF
                  </a>
                  <a href={pdfUrl} download={fileName}>
                    Download the PDF
                  </a>
                </Links>
              ) : pdf.isError ? (
                <Links role="alert">
                  The PDF could not be made: {errorMessage(pdf.error)}{' '}
                  <Button type="button" $size="sm" $variant="secondary" onClick={() => void fetchPdf(ref)}>
                    Retry
                  </Button>
                </Links>
              ) : (
                <Links role="status">Preparing the PDF…</Links>
              )}
            </dd>
          </Facts>
          <Frame title={`The e-mail as its recipients will see it: ${preview.data.subject}`} sandbox="" srcDoc={preview.data.html} />
          <PlainText>
            <summary>Plain-text part</summary>
            <pre>{preview.data.text}</pre>
          </PlainText>
        </>
      ) : null}
    </Modal>
  );
}
