import styled from 'styled-components';
import type { ConnectOptions } from '../../../shared/connectors';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { useGetConnectOptionsQuery } from '../accounts';
import { Actions, Note } from './settingsStyles';
import { ConnectPanelPermissions } from './ConnectPanelPermissions';
import { useConnectFlow } from './useConnectFlow';

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const NOT_SET_UP =
  'No Meta app is set up on this server, so Facebook and Instagram accounts cannot be connected here yet. The README explains how to register one.';

/** Only one of the two Meta apps is configured: say which button stays off, and why. */
const oneMissing = (login: string) => `No Meta app is set up on this server for ${login}, so that button stays off. The README explains how to register one.`;

function missingAppNote(options: ConnectOptions): string | null {
  if (!options.facebook && !options.instagram) return NOT_SET_UP;
  if (!options.facebook) return oneMissing('Facebook Login');
  if (!options.instagram) return oneMissing('Instagram Login');
  return null;
}

/** Connect with either Meta login flavour, or add the demo accounts where the server offers them. */
export function ConnectPanel() {
  const { data: options, isLoading, isError } = useGetConnectOptionsQuery();
  const { connect, pendingFlavour } = useConnectFlow();
  if (isLoading) return <Hint role="status">Checking what this server can connect…</Hint>;
  if (isError || !options) return <Note role="alert">The connection options could not be loaded. Reload the page to try again.</Note>;
  const busy = pendingFlavour !== null;
  return (
    <>
      <Actions>
        <Button type="button" $variant="secondary" disabled={!options.facebook || busy} onClick={() => void connect('facebook')}>
          <Icon name="instagram" /> {pendingFlavour === 'facebook' ? 'Opening Facebook…' : 'Connect with Facebook'}
        </Button>
        <Button type="button" $variant="secondary" disabled={!options.instagram || busy} onClick={() => void connect('instagram')}>
          <Icon name="instagram" /> {pendingFlavour === 'instagram' ? 'Opening Instagram…' : 'Connect with Instagram'}
        </Button>
        {options.demo ? (
          <Button type="button" $variant="ghost" disabled={busy} onClick={() => void connect('demo')}>
            {pendingFlavour === 'demo' ? 'Adding…' : 'Add demo accounts'}
          </Button>
        ) : null}
      </Actions>
      {missingAppNote(options) ? <Note>{missingAppNote(options)}</Note> : null}
      <Hint>Facebook Login connects the business accounts linked to your Facebook Pages and enables competitor lookups; Instagram Login needs no Page.</Hint>
      <ConnectPanelPermissions />
    </>
  );
}
