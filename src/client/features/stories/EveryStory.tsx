import { useRef } from 'react';
import type { Story } from '../../../shared/stories';
import { Button } from '../../components/Button';
import { Card, CardHead } from '../../components/dataCard';
import { InfoTip } from '../../components/InfoTip';
import { LoadFailedLine } from '../../components/LoadFailed';
import { PagerBar } from '../../components/Pager';
import { formatCount } from '../../lib/format';
import { StoryTable } from './StoryTables';

/** What the list of stories can do next: load the following page, and how that went. */
export type MoreStories = {
  hasMore: boolean;
  loading: boolean;
  failed: unknown;
  /** Resolves once the page has come (or failed), saying whether another follows. */
  loadMore: () => Promise<{ hasMore: boolean }>;
};

/** The period's stories one by one, a page at a time: "Show more stories" adds the next page under the rows shown. */
export function EveryStory({ stories, total, timezone, more }: { stories: Story[]; total: number; timezone: string; more: MoreStories }) {
  const count = useRef<HTMLParagraphElement>(null);
  const showMore = async () => {
    if (more.loading) return;
    // The button goes with the last page: focus moves to the count it updated rather than to the page's top.
    if (!(await more.loadMore()).hasMore) count.current?.focus();
  };
  return (
    <Card aria-labelledby="stories-title">
      <CardHead>
        <h2 id="stories-title">Every story</h2>
        <InfoTip label="story navigation" entry="story-navigation">
          Taps forward and exits from Meta’s navigation breakdown.
        </InfoTip>
      </CardHead>
      <StoryTable stories={stories} timezone={timezone} />
      <PagerBar aria-label="Pages of stories">
        <p ref={count} tabIndex={-1} aria-live="polite">
          Showing {formatCount(stories.length)} of {formatCount(total)} stor{total === 1 ? 'y' : 'ies'}, newest first.
        </p>
        {more.hasMore ? (
          <Button type="button" $variant="secondary" $size="sm" aria-disabled={more.loading} onClick={() => void showMore()}>
            {more.loading ? 'Loading more stories…' : 'Show more stories'}
          </Button>
        ) : null}
      </PagerBar>
      {more.failed && !more.loading ? (
        <LoadFailedLine error={more.failed} fallback="The next stories could not be loaded." onRetry={() => void showMore()} />
      ) : null}
    </Card>
  );
}
