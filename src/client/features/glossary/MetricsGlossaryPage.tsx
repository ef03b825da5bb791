import { Fragment, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { entryFacts, GLOSSARY, GLOSSARY_RULES, type GlossaryEntry } from '../../../shared/glossary';
import { mobileQuery } from '../../base/theme';
import { Card } from '../../components/dataCard';
import { Page } from '../../components/Page';
import { Sections } from '../../components/pageLayout';

/* Under the sticky header when scrolled to, and marked while it is the URL's target. */
const Section = styled(Card)`
  scroll-margin-top: 96px;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  h2:focus {
    outline: none;
  }
  p {
    margin: 0;
    max-width: 75ch;
    color: ${({ theme }) => theme.colors.textMuted};
    line-height: 1.6;
  }
  &:target {
    border-color: ${({ theme }) => theme.colors.focus};
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: 9rem minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: 1.55;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  dd {
    margin: 0;
    max-width: 75ch;
    overflow-wrap: anywhere;
  }
  code {
    font-family: ${({ theme }) => theme.font.mono};
    font-size: 0.95em;
  }
  ${mobileQuery} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.xxs};
    dd {
      margin-bottom: ${({ theme }) => theme.space.sm};
    }
  }
`;

const Contents = styled.nav`
  ul {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 220px), 1fr));
    gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
    margin: 0;
    padding: 0;
    list-style: none;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

const Columns = ({ names }: { names: string }) => (
  <>
    {names.split(', ').map((name, index) => (
      <span key={name}>
        {index ? ', ' : null}
        <code>{name}</code>
      </span>
    ))}
  </>
);

function EntrySection({ entry }: { entry: GlossaryEntry }) {
  return (
    <Section id={entry.id} aria-labelledby={`${entry.id}-title`}>
      <h2 id={`${entry.id}-title`} tabIndex={-1}>
        {entry.name}
      </h2>
      <Facts>
        {entryFacts(entry).map(({ label, text }) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{label.startsWith('CSV') ? <Columns names={text} /> : text}</dd>
          </Fragment>
        ))}
      </Facts>
    </Section>
  );
}

/**
 * A link to /app/metrics#id lands on that entry: the router does not scroll to a fragment, so the page
 * does, and moves focus to the entry's heading so a keyboard or screen reader user starts reading there.
 */
function useScrollToEntry() {
  const { hash } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id) return;
    const section = document.getElementById(id);
    if (!section) return;
    section.scrollIntoView({ block: 'start' });
    section.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
  }, [hash]);
}

/** The metrics glossary (src/shared/glossary.ts, also docs/metrics.md): the rules, then one section per figure. */
export default function MetricsGlossaryPage() {
  useScrollToEntry();
  return (
    <Page
      title="Metrics glossary"
      lead="Every figure the product shows or exports: its formula, unit and source, the day it counts on, the days of the period it covers, and what it means when it is unknown."
    >
      <Sections>
        <Card as="div">
          <Contents aria-labelledby="glossary-contents-title">
            <h2 id="glossary-contents-title">Figures</h2>
            <ul>
              {GLOSSARY.map((entry) => (
                <li key={entry.id}>
                  <a href={`#${entry.id}`}>{entry.name}</a>
                </li>
              ))}
            </ul>
          </Contents>
        </Card>
        {GLOSSARY_RULES.map((rule) => (
          <Section key={rule.id} id={rule.id} aria-labelledby={`${rule.id}-title`}>
            <h2 id={`${rule.id}-title`} tabIndex={-1}>
              {rule.title}
            </h2>
            {rule.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </Section>
        ))}
        {GLOSSARY.map((entry) => (
          <EntrySection key={entry.id} entry={entry} />
        ))}
      </Sections>
    </Page>
  );
}
