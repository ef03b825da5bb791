import styled from 'styled-components';
import { glossaryEntry, type GlossaryId } from '../../../shared/glossary';

const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(8rem, max-content) minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: 1.5;
  dt {
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd p {
    margin: 0 0 ${({ theme }) => theme.space.xxs};
  }
  @media (max-width: 560px) {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.xxs};
    dd {
      margin-bottom: ${({ theme }) => theme.space.sm};
    }
  }
  @media print {
    div {
      break-inside: avoid;
    }
  }
`;

/**
 * The definitions a report's figures rest on, word for word from the metrics glossary (shared/glossary.ts,
 * the one definition of each figure): its formula, its source and what an unknown value means.
 */
export function ReportDefinitions({ ids }: { ids: readonly GlossaryId[] }) {
  return (
    <List>
      {ids.map(glossaryEntry).map((entry) => (
        <div key={entry.id} style={{ display: 'contents' }}>
          <dt>{entry.name}</dt>
          <dd>
            <p>{entry.formula}</p>
            <p>Source: {entry.source}</p>
            <p>Unknown: {entry.unknown}</p>
          </dd>
        </div>
      ))}
    </List>
  );
}
