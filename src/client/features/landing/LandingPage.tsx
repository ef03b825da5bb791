import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { mobileQuery } from '../../base/theme';
import { Button } from '../../components/Button';
import { Icon, type IconName } from '../../components/Icon';
import { useDemoSignIn } from '../auth';

const Hero = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xl};
  padding: 96px ${({ theme }) => theme.space.xxl} 72px;
  text-align: center;
  background: radial-gradient(60% 60% at 50% 0%, rgba(139, 92, 246, 0.18) 0%, rgba(11, 13, 18, 0) 70%);
  ${mobileQuery} {
    padding: 56px ${({ theme }) => theme.space.lg} 40px;
  }
`;

const Eyebrow = styled.span`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Title = styled.h1`
  max-width: 18ch;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.display};
  letter-spacing: -0.035em;
  ${mobileQuery} {
    font-size: 2rem;
  }
`;

const Gradient = styled.span`
  background: ${({ theme }) => theme.gradients.brand};
  -webkit-background-clip: text;
  background-clip: text;
  color: transparent;
`;

const Lead = styled.p`
  max-width: 60ch;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.lg};
  ${mobileQuery} {
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
`;

const SecondaryLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 46px;
  padding: 0 ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;

const Command = styled.code`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.codeBg};
  color: ${({ theme }) => theme.colors.textMuted};
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Section = styled.section`
  max-width: 1120px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxxl} ${theme.space.xxl}`};
  ${mobileQuery} {
    padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg}`};
  }
`;

const SectionTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.xl};
  font-size: ${({ theme }) => theme.font.size.xl};
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  ${mobileQuery} {
    grid-template-columns: 1fr;
  }
`;

const Feature = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  svg {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Formula = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  dl {
    margin: 0;
    padding: ${({ theme }) => theme.space.xl};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  dt {
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  dd {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-family: ${({ theme }) => theme.font.mono};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const features: Array<{ icon: IconName; title: string; text: string }> = [
  {
    icon: 'dashboard',
    title: 'Dashboard',
    text: 'Followers, reach, views and engagement over time for every connected business account, with your best posts and formats.',
  },
  {
    icon: 'competitors',
    title: 'Competitor tracking',
    text: 'Follow the accounts you compete with: their followers, posting rhythm and public engagement, side by side with yours.',
  },
  {
    icon: 'globe',
    title: 'Peer benchmarks',
    text: 'See your percentile among accounts of the same niche and country in your follower tier, or published tier benchmarks when the cohort is small.',
  },
  {
    icon: 'sparkles',
    title: 'Content assistant',
    text: 'Which formats, topics and posting times work for your audience, from the median engagement of your own posts.',
  },
  {
    icon: 'chat',
    title: 'AI chat that knows your numbers',
    text: 'Ask for content ideas, captions or a 30-day plan. Works with any OpenAI-compatible model, Anthropic, or fully offline.',
  },
  {
    icon: 'server',
    title: 'Self-hosted in one command',
    text: 'An embedded database by default, Postgres when you scale out. Your Instagram data never leaves your server.',
  },
];

export default function LandingPage() {
  const demo = useDemoSignIn();
  return (
    <>
      <Hero>
        <Eyebrow>Self-hosted · Open to any AI model</Eyebrow>
        <Title>
          Instagram analytics <Gradient>you own</Gradient>
        </Title>
        <Lead>
          A workspace for people who run Instagram business accounts: a dashboard, competitor tracking, peer benchmarks by niche and country, a content
          assistant and an AI chat that knows your numbers.
        </Lead>
        <Actions>
          <Button type="button" $size="lg" onClick={demo.start} disabled={demo.isLoading}>
            {demo.isLoading ? 'Starting the demo…' : 'Try the demo'}
            <Icon name="arrowRight" />
          </Button>
          <SecondaryLink to="/register">Create an account</SecondaryLink>
        </Actions>
        {/* No aria-label: a <code> may not carry one, and its text is what a screen reader should read. */}
        <Command>npm ci &amp;&amp; npm start</Command>
      </Hero>
      <Section aria-labelledby="features-title">
        <SectionTitle id="features-title">Everything in one place</SectionTitle>
        <Grid>
          {features.map((feature) => (
            <Feature key={feature.title}>
              <Icon name={feature.icon} size={22} />
              <h3>{feature.title}</h3>
              <p>{feature.text}</p>
            </Feature>
          ))}
        </Grid>
      </Section>
      <Section aria-labelledby="formulas-title">
        <SectionTitle id="formulas-title">Every figure states its formula</SectionTitle>
        <Formula>
          <dl>
            <dt>Engagement rate (own posts)</dt>
            <dd>(likes + comments + saves + shares) ÷ reach</dd>
          </dl>
          <dl>
            <dt>Public engagement rate</dt>
            <dd>(likes + comments) ÷ followers</dd>
          </dl>
          <dl>
            <dt>Follower growth</dt>
            <dd>net change over the period, and %</dd>
          </dl>
        </Formula>
      </Section>
    </>
  );
}
