/**
 * The four metrics a peer comparison ranks, each read the same way from the account's own figures
 * and from its peers' rows. Values with unit 'percent' are fractions, like every rate of the API.
 */
import { glossaryEntry } from '../../../shared/glossary';
import { PEER_WINDOW_DAYS, type PeerMetric } from '../../../shared/peers';
import { PUBLIC_FORMULAS } from '../analytics/public';
import type { PeerFigures } from './peerFigures';

export type MetricDefinition = Pick<PeerMetric, 'key' | 'label' | 'unit' | 'formula'> & {
  valueOf: (figures: PeerFigures) => number | null;
};

const IN_WINDOW = `over the last ${PEER_WINDOW_DAYS} days`;

export const PEER_METRICS: readonly MetricDefinition[] = [
  {
    key: 'publicEr',
    label: 'Public engagement rate',
    unit: 'percent',
    formula: `${PUBLIC_FORMULAS.publicEr}, ${IN_WINDOW}`,
    valueOf: (figures) => figures.publicEr,
  },
  {
    key: 'followerGrowth',
    label: 'Follower growth',
    unit: 'percent',
    formula: `${PUBLIC_FORMULAS.followerGrowth}, ${IN_WINDOW}`,
    valueOf: (figures) => (figures.followerGrowthPct === null ? null : figures.followerGrowthPct / 100),
  },
  {
    key: 'postingFrequency',
    label: 'Posting frequency',
    unit: 'perWeek',
    formula: `${PUBLIC_FORMULAS.postsPerWeek}, ${IN_WINDOW}`,
    valueOf: (figures) => figures.postsPerWeek,
  },
  {
    key: 'avgInteractions',
    // Likes and comments only: not the dashboard's average interactions (saves and shares too), so not its name.
    label: glossaryEntry('avg-public-interactions').name,
    unit: 'count',
    formula: `average likes (over the posts whose likes are known) + average comments per post published ${IN_WINDOW}`,
    valueOf: (figures) => figures.avgInteractions,
  },
];
