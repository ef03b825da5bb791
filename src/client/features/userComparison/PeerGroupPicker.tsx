import styled from 'styled-components';
import { SelectField, type SelectOption } from '../../components/SelectField';
import { useGetCountriesQuery, useGetNichesQuery } from '../accounts';

const Fields = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  label {
    flex: 1 1 200px;
    max-width: 280px;
  }
`;

export type PeerGroup = { nicheId: string; countryCode: string };

/** One list of places; "Not set" is offered only while nothing is chosen (the account has no setting yet). */
function PlaceSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: SelectOption[] | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <SelectField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      disabled={!options}
      options={options ?? []}
      emptyOption={value ? undefined : 'Not set'}
    />
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
