import styled from 'styled-components';
import { useGetCountriesQuery, useGetNichesQuery } from '../accounts';

const Fields = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  label { display: flex; flex-direction: column; gap: ${({ theme }) => theme.space.xs}; flex: 1 1 200px; max-width: 280px; font-size: ${({ theme }) => theme.font.size.sm}; font-weight: ${({ theme }) => theme.font.weight.medium}; }
  select {
    height: 38px;
    padding: 0 ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.bg};
    color: ${({ theme }) => theme.colors.text};
  }
`;

export type PeerGroup = { nicheId: string; countryCode: string };

type Option = { value: string; name: string };

/** One labelled list; "Not set" is offered only while nothing is chosen (the account has no setting yet). */
function PlaceSelect({ label, value, options, onChange }: { label: string; value: string; options: Option[] | undefined; onChange: (value: string) => void }) {
  return (
    <label>
      {label}
      <select value={value} onChange={(event) => onChange(event.target.value)} disabled={!options}>
        {value ? null : <option value="">Not set</option>}
        {options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.name}
          </option>
        ))}
      </select>
    </label>
  );
}

type Props = { value: PeerGroup; onChange: (group: PeerGroup) => void };

/** Niche and country of the peer group; both start at the account's own settings. */
export function PeerGroupPicker({ value, onChange }: Props) {
  const niches = useGetNichesQuery().data?.map((niche) => ({ value: niche.id, name: niche.name }));
  const countries = useGetCountriesQuery().data?.map((country) => ({ value: country.code, name: country.name }));
  return (
    <Fields role="group" aria-label="Peer group">
      <PlaceSelect label="Niche" value={value.nicheId} options={niches} onChange={(nicheId) => onChange({ ...value, nicheId })} />
      <PlaceSelect label="Country" value={value.countryCode} options={countries} onChange={(countryCode) => onChange({ ...value, countryCode })} />
    </Fields>
  );
}
