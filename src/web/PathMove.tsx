// The path mover's state and bar (path-move.ts): arm it after a move, click the spaces the
// stack should go on to, and each hop is played from the legal actions as the seat's
// prompts come, until the path ends or the engine asks something the first hop did not.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Action } from '../engine/types.ts';
import type { SpaceId } from '../games/his/data/map.ts';
import { spaceName } from '../games/his/i18n/render.ts';
import type { Translate } from '../games/his/i18n/render.ts';
import type { HisTable } from './api.ts';
import type { Hop } from './path-move.ts';
import { hopOf, nextHopAction } from './path-move.ts';

/** Recent decisions kept to find the last hop in. */
const KEPT = 16;

export interface PathMove {
  hop: Hop | null;
  armed: boolean;
  /** Where the stack stands on the path (null when not armed). */
  from: SpaceId | null;
  queue: SpaceId[];
  /** Send a decision of the player's own (recorded). */
  send(action: Action): Promise<void>;
  arm(on: boolean): void;
  add(space: SpaceId): void;
}

export function usePathMove(table: HisTable | null, act: (action: Action) => Promise<void>, busy: boolean): PathMove {
  const [recorded, setRecorded] = useState<Action[]>([]);
  const [armed, setArmed] = useState(false);
  const [queue, setQueue] = useState<SpaceId[]>([]);
  // Where the stack is now, which hop it is on, and how many of the hop's decisions were sent.
  const progress = useRef<{ from: SpaceId; index: number; hop: Hop } | null>(null);
  const hop = hopOf(recorded);

  const send = useCallback(
    async (action: Action) => {
      setRecorded((r) => [...r.slice(-(KEPT - 1)), action]);
      await act(action);
    },
    [act],
  );
  const arm = useCallback(
    (on: boolean) => {
      setArmed(on);
      setQueue([]);
      progress.current = on && hop ? { from: hop.to, index: 0, hop } : null;
    },
    [hop],
  );
  const add = useCallback((space: SpaceId) => setQueue((q) => (q[q.length - 1] === space ? q : [...q, space])), []);

  // When the seat must decide and a hop is queued, send its next decision if the engine offers it.
  const version = table?.version;
  const mine = (table?.prompts.length ?? 0) > 0;
  useEffect(() => {
    const at = progress.current;
    const next = queue[0];
    if (!armed || !at || !next || busy || !mine || !table) return;
    const action = nextHopAction(at.hop, at.index, at.from, next, table.legalActions);
    if (!action) {
      // Not a decision of the hop: the path stops here and the player decides.
      setQueue([]);
      setArmed(false);
      progress.current = null;
      return;
    }
    at.index++;
    if (at.index >= at.hop.actions.length) {
      progress.current = { from: next, index: 0, hop: at.hop };
      setQueue((q) => q.slice(1));
    }
    void act(action);
  }, [armed, queue, busy, mine, version, table, act]);

  return { hop, armed, from: armed ? (progress.current?.from ?? null) : null, queue, send, arm, add };
}

export function PathBar({ path, t }: { path: PathMove; t: Translate }) {
  if (!path.hop && !path.armed) return null;
  return (
    <div className="path-bar" data-testid="path-bar">
      {path.armed ? (
        <>
          <span>
            {t('web.path.route')}: {[...(path.from ? [path.from] : []), ...path.queue].map((s) => spaceName(s, t)).join(' → ')}
          </span>
          <button type="button" className="secondary small" onClick={() => path.arm(false)}>
            {t('web.path.stop')}
          </button>
        </>
      ) : (
        <button type="button" className="small" onClick={() => path.arm(true)} data-testid="path-arm">
          {t('web.path.arm', { space: spaceName(path.hop!.to, t) })}
        </button>
      )}
    </div>
  );
}
