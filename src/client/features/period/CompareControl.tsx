import type { ComparisonKind } from '../../../shared/period';
import { SelectField } from '../../components/SelectField';

/** The choices, in the words the figures' labels use ("vs previous period", "vs same period last year"). */
const COMPARISON_NAMES: Record<ComparisonKind, string> = {
  previous: 'Previous period',
  year: 'Same period last year',
  none: 'No comparison',
};

const OPTIONS = (Object.keys(COMPARISON_NAMES) as ComparisonKind[]).map((value) => ({ value, name: COMPARISON_NAMES[value] }));

/** "Compare with": the previous period, the same days a year earlier, or nothing; placed beside the period picker. */
export function CompareControl({ compare, onChange }: { compare: ComparisonKind; onChange: (next: ComparisonKind) => void }) {
  return <SelectField label="Compare with" options={OPTIONS} value={compare} onChange={(event) => onChange(event.target.value as ComparisonKind)} />;
}
