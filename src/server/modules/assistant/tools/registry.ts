import { audienceTool } from './audienceTool';
import { competitorTool } from './competitorTool';
import { contentTool } from './contentTool';
import { discoveryTool } from './discoveryTool';
import type { LookupTool } from './lookupTool';
import { overviewTool } from './overviewTool';
import { peersTool } from './peersTool';
import { postsTool } from './postsTool';
import { storiesTool } from './storiesTool';
import { reelsTool } from './reelsTool';

/** Every lookup a model is offered, in the order it is told about them. */
export const LOOKUP_TOOLS: readonly LookupTool<unknown, unknown>[] = [
  overviewTool,
  postsTool,
  contentTool,
  competitorTool,
  peersTool,
  audienceTool,
  storiesTool,
  reelsTool,
  discoveryTool,
];
