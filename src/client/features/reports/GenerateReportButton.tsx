import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage } from '../../api/errors';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { useGenerateReportMutation, type ReportRequest } from './reportsApi';
import { Unavailable } from '../../components/Unavailable';
import { useCan } from '../workspaces';
import { appPath, reportPath } from '../../../shared/pagePaths';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  [role='alert'] {
    flex-basis: 100%;
    margin: 0;
    color: ${({ theme }) => theme.colors.danger};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const ListLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

/**
 * "Generate report": saves a new dated report of what the page shows (earlier ones stay listed) and
 * opens it; beside it, the way to the saved reports.
 */
export function GenerateReportButton({ request, disabled = false }: { request: ReportRequest; disabled?: boolean }) {
  const navigate = useNavigate();
  const [generate, { isLoading, error }] = useGenerateReportMutation();
  const may = useCan('reports.generate');
  const start = async () => {
    const report = await generate(request)
      .unwrap()
      .catch(() => null);
    if (report) void navigate(reportPath(report.id));
  };
  return (
    <Bar>
      <Unavailable reason={may.reason} align="start">
        <Button type="button" $variant="secondary" onClick={() => void start()} disabled={disabled || isLoading}>
          <Icon name="fileText" size={16} />
          {isLoading ? 'Generating…' : 'Generate report'}
        </Button>
      </Unavailable>
      <ListLink to={appPath('reports')}>Saved reports</ListLink>
      {error ? <p role="alert">The report could not be generated: {errorMessage(error)}</p> : null}
    </Bar>
  );
}
