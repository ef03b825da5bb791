import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon, type IconName } from './Icon';

const Box = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.xxxl} ${theme.space.xl}`};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;
`;

const Badge = styled.span`
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.primary};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const Text = styled.div`
  margin: 0;
  max-width: 52ch;
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface EmptyStateProps {
  icon: IconName;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}

export function EmptyState({ icon, title, children, action }: EmptyStateProps) {
  return (
    <Box aria-label={title}>
      <Badge>
        <Icon name={icon} size={22} />
      </Badge>
      <Title>{title}</Title>
      <Text>{children}</Text>
      {action}
    </Box>
  );
}
