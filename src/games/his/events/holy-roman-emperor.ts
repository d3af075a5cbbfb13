// Card 2, Holy Roman Emperor (Hapsburg Home card; 21.2): Charles V, if on the map and not
// besieged, jumps to any other Hapsburg home space the Hapsburgs control that is free of
// unrest and enemy units (no path, no CP, no interception); only the Duke of Alva, if in
// Charles's space, may go with him. Another power may answer with Gout (#32): no jump, and
// Charles may not move or assault this impulse. Then the Hapsburgs spend 5 CP (cpAfter).
import type { SpaceId } from '../data/map.ts';
import { SPACES, SPACE_IDS } from '../data/map.ts';
import type { Ask, Frame, Procedure, SpaceAction } from '../flow/frames.ts';
import { pop, push } from '../flow/stack.ts';
import { garrisonPowers } from '../land/siege.ts';
import { findLeader, forcesFor, hasEnemyLandUnits, isInPlay, tidy } from '../queries.ts';
import type { HisState, LeaderId } from '../state.ts';
import { mayHoldUnseen, playCardFromHand } from '../cards.ts';
import type { CardId } from '../data/cards.ts';
import type { MajorPower } from '../data/powers.ts';
import { MAJOR_POWERS } from '../data/powers.ts';
import { barLeader } from '../land/formation.ts';
import type { CardEvent } from './registry.ts';
import { frame } from '../flow/frames.ts';

const CHARLES: LeaderId = 'charles-v';
const ALVA: LeaderId = 'duke-of-alva';
/** Card 32, Gout: the one card that may stop the jump (21.2). */
const GOUT: CardId = 32;
export const HOLY_ROMAN_EMPEROR_CP = 5;

/** Charles V's space, if he is on the map (not captured) and not one of the units besieged inside it. */
export function charlesFreeSpace(state: HisState): SpaceId | null {
  const at = findLeader(state, CHARLES);
  if (!at || !('space' in at)) return null;
  const space = state.spaces[at.space];
  if (space.siege !== null && garrisonPowers(state, at.space).includes('hapsburg')) return null;
  return at.space;
}

/** 21.2: "any other" Hapsburg home space under Hapsburg control, not in unrest, without enemy units. */
export function emperorDestinations(state: HisState): SpaceId[] {
  const from = charlesFreeSpace(state);
  if (from === null) return [];
  return SPACE_IDS.filter((id) => {
    const s = state.spaces[id];
    return (
      id !== from &&
      SPACES[id].home === 'hapsburg' &&
      // 21.1: Oran and Tripoli stop being Hapsburg home spaces once pirate havens.
      !state.pirateHavens.includes(id) &&
      isInPlay(state, id) &&
      s.control === 'hapsburg' &&
      !s.unrest &&
      !hasEnemyLandUnits(state, 'hapsburg', id)
    );
  });
}

export interface HolyRomanEmperorFrame extends Frame {
  proc: 'holyRomanEmperor';
  /** The jump is announced (destination, then Alva), then other powers may answer with Gout. */
  step: 'destination' | 'alva' | 'gout';
  from: SpaceId;
  to: SpaceId | null;
  alva: boolean;
  /** Powers asked about Gout (each once). */
  asked: MajorPower[];
}

function moveLeader(state: HisState, leader: LeaderId, from: SpaceId, to: SpaceId): void {
  const f = forcesFor(state, { space: from }, 'hapsburg');
  f.leaders = f.leaders.filter((l) => l !== leader);
  tidy(state, { space: from });
  forcesFor(state, { space: to }, 'hapsburg').leaders.push(leader);
  state.log.push({ key: 'his.log.leaderJumps', params: { leader, from, to } });
}

function alvaWithCharles(state: HisState, from: SpaceId): boolean {
  return state.spaces[from].units.hapsburg?.leaders.includes(ALVA) ?? false;
}

/**
 * 21.2: the next other power (impulse order after the Hapsburgs) holding Gout and free to
 * play it; with windows asked by rule (table option), the next that could hold it.
 */
function nextGoutPlayer(state: HisState, f: HolyRomanEmperorFrame): MajorPower | null {
  const i = MAJOR_POWERS.indexOf('hapsburg');
  const order = [...MAJOR_POWERS.slice(i + 1), ...MAJOR_POWERS.slice(0, i)];
  const byRule = state.options.responseWindows === 'by-rule';
  return (
    order.find(
      (p) =>
        !f.asked.includes(p) &&
        (byRule ? mayHoldUnseen(state, p, GOUT) : state.powers[p].hand.includes(GOUT)) &&
        // 21.3: under Mary I England plays Response cards only for CP.
        !(p === 'england' && state.powers.england.ruler === 'mary-i'),
    ) ?? null
  );
}

type HolyRomanEmperorAction = SpaceAction | { type: 'yes' } | { type: 'no' } | { type: 'respond'; card: CardId } | { type: 'decline' };

export const holyRomanEmperorProcedure: Procedure<HolyRomanEmperorFrame, HolyRomanEmperorAction> = {
  ask(state, f): Ask<HolyRomanEmperorAction>[] {
    if (f.step === 'destination') {
      const dests = emperorDestinations(state);
      return dests.length < 2 ? [] : [{ power: 'hapsburg', key: 'his.prompt.emperorDestination', actions: dests.map((space) => ({ type: 'space', space })) }];
    }
    if (f.step === 'alva') {
      if (!alvaWithCharles(state, f.from)) return [];
      return [{ power: 'hapsburg', key: 'his.prompt.emperorAlva', actions: [{ type: 'yes' }, { type: 'no' }] }];
    }
    const p = nextGoutPlayer(state, f);
    if (p === null) return [];
    const play: HolyRomanEmperorAction[] = state.powers[p].hand.includes(GOUT) ? [{ type: 'respond', card: GOUT }] : [];
    return [{ power: p, key: 'his.prompt.emperorGout', params: { to: f.to! }, actions: [...play, { type: 'decline' }] }];
  },
  run(state, f) {
    if (f.step === 'destination') {
      const to = emperorDestinations(state)[0];
      if (to === undefined) pop(state, f);
      else announce(f, to);
      return;
    }
    if (f.step === 'alva') {
      f.step = 'gout';
      return;
    }
    // Nobody plays Gout: Charles (and Alva) jump.
    pop(state, f);
    moveLeader(state, CHARLES, f.from, f.to!);
    if (f.alva) moveLeader(state, ALVA, f.from, f.to!);
  },
  decide(state, f, power, action) {
    if (action.type === 'space') {
      announce(f, action.space);
      return;
    }
    if (f.step === 'alva') {
      f.alva = action.type === 'yes';
      f.step = 'gout';
      return;
    }
    f.asked.push(power);
    if (action.type !== 'respond') return;
    // Card 32 answering card 2: the jump is cancelled and Charles may not move or assault this
    // impulse; unlike Gout against a move, no CP are lost (the Hapsburgs keep the 5 CP).
    pop(state, f);
    playCardFromHand(state, power, GOUT, 'event');
    barLeader(state, CHARLES);
    state.log.push({ key: 'his.log.emperorGout', params: { power } });
  },
};

function announce(f: HolyRomanEmperorFrame, to: SpaceId): void {
  f.to = to;
  f.step = 'alva';
}

export const HOLY_ROMAN_EMPEROR_EVENT: CardEvent = {
  canPlay: (state, power) => power === 'hapsburg' && emperorDestinations(state).length > 0,
  play(state) {
    const from = charlesFreeSpace(state);
    if (from === null) return;
    push(state, frame('holyRomanEmperor', { step: 'destination', from, to: null, alva: false, asked: [] }));
  },
  cpAfter: HOLY_ROMAN_EMPEROR_CP,
};
