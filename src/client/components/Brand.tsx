import styled from 'styled-components';
import { Icon } from './Icon';

const Mark = styled.span<{ $size: number }>`
  display: grid;
  place-items: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  flex-shrink: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.gradients.brand};
  color: #fff;
`;

const Name = styled.span`
  font-size: 0.9rem;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: -0.01em;
  white-space: nowrap;
`;

const Row = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.text};
`;

const PRODUCT_NAME = 'Instagram Analytics';

function BrandMark({ size = 30 }: { size?: number }) {
  return (
    <Mark $size={size} aria-hidden="true">
      <Icon name="trendingUp" size={Math.round(size * 0.55)} />
    </Mark>
  );
}

export function Brand({ showName = true }: { showName?: boolean }) {
  return (
    <Row>
      <BrandMark />
      {showName ? <Name>{PRODUCT_NAME}</Name> : null}
    </Row>
  );
}
