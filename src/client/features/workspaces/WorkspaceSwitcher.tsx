import styled from 'styled-components';
import { useAppDispatch } from '../../base/hooks';
import { mobileQuery } from '../../base/theme';
import { useCurrentWorkspace } from './useWorkspace';
import { workspaceSelected } from './workspacesSlice';

const Label = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  ${mobileQuery} {
    span {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
  }
`;

const Select = styled.select`
  max-width: 180px;
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  ${mobileQuery} {
    max-width: 110px;
  }
`;

/** The header's workspace switcher: shown once the user belongs to more than one workspace. */
export function WorkspaceSwitcher() {
  const dispatch = useAppDispatch();
  const { workspaces, workspace } = useCurrentWorkspace();
  if (workspaces.length < 2 || !workspace) return null;
  return (
    <Label>
      <span>Workspace</span>
      <Select value={workspace.id} onChange={(event) => dispatch(workspaceSelected(event.target.value))}>
        {workspaces.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
            {option.role === 'owner' ? '' : ` (${option.role})`}
          </option>
        ))}
      </Select>
    </Label>
  );
}
