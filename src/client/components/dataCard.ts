/** The card, head and grid of the data pages (dashboard, content assistant), their figure tiles, and their loading block. */
import styled, { keyframes } from 'styled-components';
import { mobileQuery } from '../base/theme';

export const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  ${mobileQuery} {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

export const CardHead = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  > :last-child:not(h2) {
    margin-left: auto;
  }
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const TwoColumns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 420px), 1fr));
  gap: ${({ theme }) => theme.space.xl};
`;

/** A list of figure tiles; each page sets its own columns. */
export const FigureGrid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** One headline figure (dashboard key figures, peer metrics): its name small and muted in the heading, then the value. */
export const FigureTile = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  > h2,
  > h3 {
    display: flex;
    align-items: center;
    justify-content: space-between;
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  ${mobileQuery} {
    padding: ${({ theme }) => theme.space.md};
  }
`;

/** Tiles at least 230px wide, as many to a row as fit: the headline figures of the dashboard, reels and discovery. */
export const WideFigureGrid = styled(FigureGrid)`
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 230px), 1fr));
`;

/** Why a figure is unknown (Meta refused it, or no longer keeps its days), in the warning colour under it: never a 0. */
export const UnknownReason = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.warning};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const FigureValue = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
  ${mobileQuery} {
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

const shimmer = keyframes`
  from { opacity: 0.45; }
  to { opacity: 0.9; }
`;

/** A grey block where content is loading; motion is dropped for people who ask for less. */
export const Skeleton = styled.div<{ $height: number }>`
  height: ${({ $height }) => $height}px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  animation: ${shimmer} 0.9s ease-in-out infinite alternate;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
