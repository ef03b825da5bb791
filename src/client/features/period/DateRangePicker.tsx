import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { customRangeProblem, periodBounds, PRESET_DAYS, presetRange, type DateRange } from './dateRange';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
`;

const Segments = styled.div`
  display: inline-flex;
  padding: 2px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  button {
    min-height: 32px;
    padding: 0 ${({ theme }) => theme.space.md};
    border: none;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: transparent;
    color: ${({ theme }) => theme.colors.textMuted};
    font: inherit;
    font-size: ${({ theme }) => theme.font.size.sm};
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.surfaceHover};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Custom = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  label {
    display: flex;
    flex-direction: column;
    gap: 2px;
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  input {
    min-height: 32px;
    padding: 0 ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.bg};
    color: ${({ theme }) => theme.colors.text};
    color-scheme: dark;
    font: inherit;
  }
  [role='alert'] {
    flex-basis: 100%;
    margin: 0;
    color: ${({ theme }) => theme.colors.danger};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

/**
 * 7, 30 or 90 days ending today, or a custom range (at most 2 years, within the server's bounds and
 * never past `today` on the account's clock, which the date inputs offer as their min and max, so a
 * later day is disabled in the browser's calendar and refused, with the reason, if typed).
 */
export function DateRangePicker({ range, today, onChange }: { range: DateRange; today: string; onChange: (range: DateRange) => void }) {
  const [customOpen, setCustomOpen] = useState(range.preset === null);
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [problem, setProblem] = useState<string | null>(null);
  // A new period from outside (a preset, the address, another account's today) resets the fields here,
  // during render, instead of by remounting the picker: a remount would drop the keyboard focus on the
  // button just pressed onto the page body.
  const [shown, setShown] = useState(range);
  if (shown.from !== range.from || shown.to !== range.to || shown.preset !== range.preset) {
    setShown(range);
    setFrom(range.from);
    setTo(range.to);
    setCustomOpen(range.preset === null);
    setProblem(null);
  }
  const bounds = periodBounds(today);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const found = customRangeProblem(from, to, today);
    setProblem(found);
    if (!found) onChange({ from, to, preset: null });
  };

  return (
    <Bar role="group" aria-label="Period">
      <Segments>
        {PRESET_DAYS.map((days) => (
          <button
            key={days}
            type="button"
            aria-pressed={!customOpen && range.preset === days}
            onClick={() => {
              setCustomOpen(false);
              onChange(presetRange(days, today));
            }}
          >
            {days} days
          </button>
        ))}
        <button type="button" aria-pressed={customOpen} onClick={() => setCustomOpen(true)}>
          Custom
        </button>
      </Segments>
      {customOpen ? (
        <Custom onSubmit={apply} noValidate>
          <label>
            From
            <input
              type="date"
              value={from}
              min={bounds.min}
              max={to && to < bounds.max ? to : bounds.max}
              onChange={(event) => setFrom(event.target.value)}
              aria-invalid={problem !== null}
            />
          </label>
          <label>
            To
            <input
              type="date"
              value={to}
              min={from && from > bounds.min ? from : bounds.min}
              max={bounds.max}
              onChange={(event) => setTo(event.target.value)}
              aria-invalid={problem !== null}
            />
          </label>
          <Button type="submit" $size="sm">
            Apply
          </Button>
          {problem ? <p role="alert">{problem}</p> : null}
        </Custom>
      ) : null}
    </Bar>
  );
}
