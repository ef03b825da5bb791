import { errorMessage, type QueryError } from '../api/errors';
import { Button } from './Button';
import { EmptyState } from './EmptyState';

/** A data page whose figures could not be loaded: the server's reason and a Retry. */
export function LoadFailed({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  return (
    <EmptyState icon="alert" title={title}>
      <span role="alert">{errorMessage(error as QueryError)}</span>
      <Button type="button" onClick={onRetry}>
        Retry
      </Button>
    </EmptyState>
  );
}

/** The same inside a card or dialog: one line, the server's reason (else `fallback`) and a small Retry. */
export function LoadFailedLine({ error, fallback, onRetry }: { error: unknown; fallback: string; onRetry: () => void }) {
  return (
    <p role="alert">
      {errorMessage(error as QueryError, fallback)}{' '}
      <Button type="button" $size="sm" $variant="secondary" onClick={onRetry}>
        Retry
      </Button>
    </p>
  );
}
