// Card 41, Marburg Colloquy (event; 18.2, 18.3): with one of Luther and Melanchthon and one of
// Zwingli and Oekolampadius uncommitted, the Protestant commits one of each (not a debater-bonus
// use, 18.2) and makes as many Reformation attempts as their debate values add up to, with
// all language zones as the target.
import { DEBATERS } from '../data/pieces.ts';
import type { DebaterId } from '../data/pieces.ts';
import type { Ask, Frame, Procedure } from '../flow/frames.ts';
import { pop, push } from '../flow/stack.ts';
import { commitDebater, isUncommitted } from '../religion/debaters.ts';
import { startReformation } from '../religion/reformation.ts';
import type { HisState } from '../state.ts';
import { ALL_LANGUAGE_ZONES } from './reformation-events.ts';
import type { CardEvent } from './registry.ts';
import { frame } from '../flow/frames.ts';

/** The two pairs of the colloquy: the Wittenberg side and the Swiss side. */
const PAIRS: readonly (readonly DebaterId[])[] = [
  ['luther', 'melanchthon'],
  ['zwingli', 'oekolampadius'],
];

export interface MarburgColloquyFrame extends Frame {
  proc: 'marburgColloquy';
  /** The debaters chosen so far, one per pair in order. */
  chosen: DebaterId[];
}

function candidates(state: HisState, pair: number): DebaterId[] {
  return PAIRS[pair]!.filter((id) => isUncommitted(state, id));
}

/** Both chosen: commit them, then the attempts. */
function finish(state: HisState, f: MarburgColloquyFrame): void {
  pop(state, f);
  for (const id of f.chosen) commitDebater(state, id);
  const attempts = f.chosen.reduce((n, id) => n + DEBATERS[id].value, 0);
  state.log.push({ key: 'his.log.marburgColloquy', params: { debaters: [...f.chosen], attempts } });
  startReformation(state, { attempts, zones: ALL_LANGUAGE_ZONES, why: 'marburgColloquy' });
}

type MarburgColloquyAction = { type: 'debater'; debater: DebaterId };

export const marburgColloquyProcedure: Procedure<MarburgColloquyFrame, MarburgColloquyAction> = {
  ask(state, f): Ask<MarburgColloquyAction>[] {
    const options = candidates(state, f.chosen.length);
    if (options.length < 2) return [];
    return [{ power: 'protestant', key: 'his.prompt.marburgColloquy', actions: options.map((debater) => ({ type: 'debater', debater })) }];
  },
  run(state, f) {
    // Only one debater of this pair is uncommitted: he goes.
    const options = candidates(state, f.chosen.length);
    if (options.length === 0) {
      pop(state, f);
      return;
    }
    f.chosen.push(options[0]!);
    if (f.chosen.length === PAIRS.length) finish(state, f);
  },
  decide(state, f, _power, action) {
    f.chosen.push(action.debater);
    if (f.chosen.length === PAIRS.length) finish(state, f);
  },
};

export const MARBURG_COLLOQUY_EVENT: CardEvent = {
  canPlay: (state) => PAIRS.every((_, i) => candidates(state, i).length > 0),
  play(state) {
    push(state, frame('marburgColloquy', { chosen: [] }));
  },
};
