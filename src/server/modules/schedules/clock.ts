import { accountTimeZone } from '../../lib/timeZones';

/** A schedule runs on its workspace's zone, else its account's. */
export const scheduleClock = (clocks: { workspaceTimezone: string | null; accountTimezone: string }) =>
  accountTimeZone(clocks.workspaceTimezone ?? clocks.accountTimezone);
