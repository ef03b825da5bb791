import type { SVGProps } from 'react';
import { iconPaths, StrokeIcon, type IconName } from '../../../components/Icon';

/** Icons only the chat panel draws; they live in the panel's lazy chunk, not in the app's entry. */
const chatPaths = {
  plus: 'M12 5v14M5 12h14',
  copy: 'M9 9h11v11H9zM5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1',
  send: 'M22 2 11 13M22 2l-7 20-4-9-9-4z',
  stop: 'M6 6h12v12H6z',
  expand: 'M15 3h6v6M9 21H3v-6M21 3l-7 7M3 21l7-7',
  collapse: 'M4 14h6v6M20 10h-6V4M14 10l7-7M3 21l7-7',
  arrowDown: 'M12 5v14M19 12l-7 7-7-7',
  download: 'M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M7 10l5 5 5-5M12 15V3',
  retry: 'M1 4v6h6M3.5 15a9 9 0 1 0 2.1-9.4L1 10',
} as const;

export type ChatIconName = keyof typeof chatPaths | Extract<IconName, 'check' | 'info' | 'close' | 'sparkles'>;

export function ChatIcon({ name, size = 16, ...rest }: { name: ChatIconName; size?: number } & Omit<SVGProps<SVGSVGElement>, 'name'>) {
  const d = name in chatPaths ? chatPaths[name as keyof typeof chatPaths] : iconPaths[name as IconName];
  return <StrokeIcon d={d} size={size} {...rest} />;
}
