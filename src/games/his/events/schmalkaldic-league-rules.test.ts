// 21.6 and card 13 Schmalkaldic League: when the Action Phase offers it (6.1), the Fortress
// marker exception, and the Protestant's restrictions before it (no builds, no mercenaries).
import { describe, expect, it } from 'vitest';
import type { SpaceId } from '../data/map.ts';
import { advance } from '../flow/kernel.ts';
import { blankReligiousMap, protestant } from '../religion/testing.ts';
import type { HisState } from '../state.ts';
import { act, choices, place, runProcedure, setControl, spend, stackWithBudgets } from '../testing/position.ts';
import { mercenarySpaces } from './new-mercenaries.ts';
import { formSchmalkaldicLeague } from './schmalkaldic-league.ts';
import { MAJOR_POWERS } from '../data/powers.ts';

const LEAGUE = 13;
const TWELVE: SpaceId[] = ['wittenberg', 'leipzig', 'magdeburg', 'brandenburg', 'erfurt', 'kassel', 'mainz', 'worms', 'nuremberg', 'augsburg', 'stettin', 'lubeck'];

/** The Protestant's impulse with the League in hand. */
function impulseWithLeague(s: HisState): HisState {
  s.powers.protestant.hand = [LEAGUE];
  return runProcedure(s, { proc: 'actionPhase', next: MAJOR_POWERS.indexOf('protestant'), consecutivePasses: 0 });
}

function playLeague(s: HisState): HisState {
  formSchmalkaldicLeague(s);
  advance(s);
  while (choices(s, 'protestant').length > 0) act(s, 'protestant', choices(s, 'protestant')[0]!);
  return s;
}

describe('card 13 is always played, forming the league only when its condition holds (6.1, 21.6)', () => {
  it('turn 2 with 11 Protestant spaces: played as an event (never for CP), no effect but 2 CP; the card goes to the discard pile', () => {
    const s = protestant(blankReligiousMap(), ...TWELVE.slice(0, 11));
    s.turn = 2;
    impulseWithLeague(s);
    expect(choices(s, 'protestant')).toEqual([{ type: 'play', card: LEAGUE, as: 'event' }]);
    act(s, 'protestant', { type: 'play', card: LEAGUE, as: 'event' });
    expect(s.eventsResolved).not.toContain(LEAGUE);
    expect(s.discard).toContain(LEAGUE);
    expect(s.removed).not.toContain(LEAGUE);
    expect(s.log.some((e) => e.key === 'his.log.eventNoEffect' && e.params?.card === LEAGUE)).toBe(true);
    expect(stackWithBudgets(s).some((f) => f.proc === 'spendCp' && f.cp === 2)).toBe(true);
  });

  it('played with its condition met, the league forms and the card leaves the game', () => {
    const s = protestant(blankReligiousMap(), ...TWELVE);
    s.turn = 2;
    impulseWithLeague(s);
    act(s, 'protestant', { type: 'play', card: LEAGUE, as: 'event' });
    expect(s.eventsResolved).toContain(LEAGUE);
    expect(s.removed).toContain(LEAGUE);
    expect(s.discard).not.toContain(LEAGUE);
  });

  it('turn 2 with 12 Protestant spaces: offered as an event only, and passing is barred', () => {
    const s = protestant(blankReligiousMap(), ...TWELVE);
    s.turn = 2;
    impulseWithLeague(s);
    expect(choices(s, 'protestant')).toEqual([{ type: 'play', card: LEAGUE, as: 'event' }]);
  });

  it('turn 1 with 12 Protestant spaces: played without effect', () => {
    const s = protestant(blankReligiousMap(), ...TWELVE);
    impulseWithLeague(s);
    act(s, 'protestant', { type: 'play', card: LEAGUE, as: 'event' });
    expect(s.eventsResolved).not.toContain(LEAGUE);
    expect(s.discard).toContain(LEAGUE);
  });
});

describe('21.6 Fortress markers', () => {
  it('a Protestant home space with a Fortress marker is not converted to Protestant control', () => {
    const s = protestant(blankReligiousMap(), 'wittenberg', 'erfurt', 'leipzig');
    s.turn = 3;
    s.fortressMarkers.push('erfurt');
    const before = s.spaces.erfurt.control;
    expect(before).not.toBe('protestant');
    playLeague(s);
    expect(s.spaces.erfurt.control).toBe(before);
    expect(s.spaces.leipzig.control).toBe('protestant');
  });
});

describe('21.6 before the League: no Protestant builds, no mercenaries', () => {
  /** A Protestant stack on a Protestant-controlled home space (as after the League) and 4 CP to spend. */
  function protestantWithCp(leagueDone: boolean): HisState {
    const s = protestant(blankReligiousMap(), 'wittenberg');
    setControl(s, 'wittenberg', 'protestant');
    place(s, 'wittenberg', 'protestant', { regular: 2 });
    if (leagueDone) s.eventsResolved.push(LEAGUE);
    return spend(s, 'protestant', 4);
  }

  it('no Raise Regular Troop or Buy Mercenary action before the League; both after', () => {
    const before = choices(protestantWithCp(false), 'protestant');
    expect(before).not.toContainEqual({ type: 'action', action: 'raiseRegular' });
    expect(before).not.toContainEqual({ type: 'action', action: 'buyMercenary' });
    const after = choices(protestantWithCp(true), 'protestant');
    expect(after).toContainEqual({ type: 'action', action: 'raiseRegular' });
    expect(after).toContainEqual({ type: 'action', action: 'buyMercenary' });
  });

  it('no mercenaries from events (New Mercenaries, Landsknechts...) before the League', () => {
    const s = protestantWithCp(false);
    expect(mercenarySpaces(s, 'protestant')).toEqual([]);
    s.eventsResolved.push(LEAGUE);
    expect(mercenarySpaces(s, 'protestant')).toEqual(['wittenberg']);
  });
});
