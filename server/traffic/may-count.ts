// Who is counted at all: not a browser that asks not to be tracked (Global
// Privacy Control, Do Not Track), not a bot, not a client that names none. The
// event endpoint and the intake (for leads) both ask.
import type { Request } from 'express';
import { isbot } from 'isbot';

/** False for a browser that asked not to be tracked (Global Privacy Control, Do Not Track), and for a bot or a client that names none. */
export function mayCount(req: Request): boolean {
  const agent = req.get('user-agent');
  return req.get('sec-gpc') !== '1' && req.get('dnt') !== '1' && Boolean(agent) && !isbot(agent);
}
