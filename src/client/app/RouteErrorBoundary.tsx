import { Component, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../components/Button';

const Box = styled.div`
  display: grid;
  place-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-height: 50vh;
  padding: ${({ theme }) => theme.space.xl};
  text-align: center;
`;

interface State {
  error: Error | null;
}

/** Shows a way out when a page fails to load or render, instead of a blank screen. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error) {
    console.error('Page failed', error);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <Box role="alert">
        <div>
          <h2>This page could not be loaded</h2>
          <p>Check your connection and reload. If it keeps happening, the server may be updating.</p>
        </div>
        <Button type="button" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </Box>
    );
  }
}
