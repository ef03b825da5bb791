import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Page } from '../../components/Page';
import { NoAccountState } from '../../components/NoAccountState';

const Back = styled(Link)`
  align-self: flex-start;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-decoration: none;
  &:hover { color: ${({ theme }) => theme.colors.text}; }
`;

export default function CompetitorDetailPage() {
  const { id = '' } = useParams();
  return (
    <Page title="Competitor" lead={`Competitor ${id}`}>
      <Back to="/app/competitors">← All competitors</Back>
      <NoAccountState
        icon="competitors"
        willShow="This page will show the competitor's follower trend, recent posts with their likes and comments, and their public engagement rate against yours over the chosen period."
      />
    </Page>
  );
}
