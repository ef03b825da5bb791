import { useMemo, useState } from 'react';
import styled from 'styled-components';
import type { CompetitorRow } from '../../../shared/competitors';
import { errorMessage, type QueryError } from '../../api/errors';
import { useAppDispatch } from '../../base/hooks';
import { IconButton } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { SortableColumn } from '../../components/SortableTable';
import { Unavailable } from '../../components/Unavailable';
import { toastShown } from '../toasts';
import { useCan } from '../workspaces';
import { useRefreshCompetitorMutation, useRemoveCompetitorMutation } from './competitorsApi';
import { isRefreshing, RefreshStatus } from './RefreshStatus';

const Actions = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space.xxs};
  button {
    width: 32px;
    height: 32px;
  }
`;

/**
 * The list's per-row controls: the refresh state, Refresh, and Remove behind a danger confirmation;
 * for a role that may not use them, in their place but unavailable, saying why.
 * Returns the two extra table columns and the dialog to render beside the table.
 */
export function useCompetitorControls() {
  const dispatch = useAppDispatch();
  const [refresh] = useRefreshCompetitorMutation();
  const [remove, { isLoading: removingNow }] = useRemoveCompetitorMutation();
  const [removing, setRemoving] = useState<CompetitorRow | null>(null);
  const refreshRefused = useCan('competitors.refresh').reason;
  const removeRefused = useCan('competitors.remove').reason;

  const columns = useMemo<SortableColumn<CompetitorRow>[]>(() => {
    const failed = (error: unknown) => dispatch(toastShown({ type: 'error', message: errorMessage(error as QueryError) }));
    return [
      { key: 'status', header: 'Status', priority: 'low', text: () => '', render: (row) => <RefreshStatus refresh={row.refresh} compact /> },
      {
        key: 'actions',
        header: 'Actions',
        text: () => '',
        render: (row) =>
          row.kind === 'own' ? null : (
            <Actions>
              <Unavailable reason={refreshRefused}>
                <IconButton
                  type="button"
                  aria-label={`Refresh @${row.username}`}
                  title={refreshRefused ? undefined : 'Refresh now'}
                  disabled={isRefreshing(row.refresh)}
                  onClick={() => refresh(row.id).unwrap().catch(failed)}
                >
                  <Icon name="refresh" size={16} />
                </IconButton>
              </Unavailable>
              <Unavailable reason={removeRefused}>
                <IconButton type="button" aria-label={`Remove @${row.username}`} title={removeRefused ? undefined : 'Remove'} onClick={() => setRemoving(row)}>
                  <Icon name="close" size={16} />
                </IconButton>
              </Unavailable>
            </Actions>
          ),
      },
    ];
  }, [dispatch, refresh, refreshRefused, removeRefused]);

  const confirmRemoval = async () => {
    if (!removing) return;
    const name = `@${removing.username}`;
    try {
      await remove(removing.id).unwrap();
      dispatch(toastShown({ type: 'success', message: `${name} is no longer tracked` }));
    } catch (error) {
      dispatch(toastShown({ type: 'error', message: errorMessage(error as QueryError) }));
    }
    setRemoving(null);
  };

  const dialog = (
    <ConfirmDialog
      open={removing !== null}
      title="Remove competitor"
      variant="danger"
      confirmLabel={removingNow ? 'Removing…' : 'Remove'}
      message={removing ? `Stop tracking @${removing.username}? Its history and posts are deleted; reports already saved keep their figures.` : ''}
      onConfirm={() => void confirmRemoval()}
      onCancel={() => setRemoving(null)}
    />
  );
  return { columns, dialog };
}
