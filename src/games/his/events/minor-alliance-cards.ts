// Cards 69 Auld Alliance and 108 Venetian Alliance (22.2, 22.4): the natural ally (France for
// Scotland, the Papacy for Venice) activates the unallied minor as its ally; a listed power
// (England or France; the Papacy or the Ottoman) deactivates the minor when it is allied to
// anyone (never to the same effect as activating it); the natural ally whose minor is already
// its ally adds units instead: Auld Alliance up to 3 French regulars in one Scottish home
// space France controls, not besieged; Venetian Alliance 1 Venetian regular and 2 Venetian
// squadrons in one Papal-controlled port not besieged ("up to": the counter mix permitting).
// As every construction (17, 12.4, 17.1: construction.ts), never in unrest nor among enemies.
import type { CardId } from '../data/cards.ts';
import type { SpaceId } from '../data/map.ts';
import { SPACES, SPACE_IDS, isPort } from '../data/map.ts';
import type { MajorPower, MinorPower, Power } from '../data/powers.ts';
import { unitsAvailable } from '../counter-mix.ts';
import type { Ask, Frame, Procedure, SpaceAction } from '../flow/frames.ts';
import { pop, push } from '../flow/stack.ts';
import { deactivateMinor, mayDeactivate } from '../minor-deactivation.ts';
import { activateMinor, minorAlly } from '../minors.ts';
import { constructUnits, mayConstructIn } from '../construction.ts';
import type { HisState, UnitKind } from '../state.ts';
import type { CardEvent } from './registry.ts';
import { frame } from '../flow/frames.ts';

interface MinorAllianceCard {
  minor: MinorPower;
  patron: MajorPower;
  breakers: readonly MajorPower[];
  /** The units the patron adds, and whose they are. */
  reinforcement: { owner: Power; kind: UnitKind; n: number }[];
  /** Where they may go. */
  places(state: HisState): SpaceId[];
}

export const MINOR_ALLIANCE_CARDS: Readonly<Partial<Record<CardId, MinorAllianceCard>>> = {
  69: {
    minor: 'scotland',
    patron: 'france',
    breakers: ['england', 'france'],
    reinforcement: [{ owner: 'france', kind: 'regular', n: 3 }],
    places: (state) => SPACE_IDS.filter((id) => SPACES[id].home === 'scotland' && state.spaces[id].control === 'france' && mayConstructIn(state, 'france', id)),
  },
  108: {
    minor: 'venice',
    patron: 'papacy',
    breakers: ['papacy', 'ottoman'],
    reinforcement: [
      { owner: 'venice', kind: 'regular', n: 1 },
      { owner: 'venice', kind: 'squadron', n: 2 },
    ],
    places: (state) => SPACE_IDS.filter((id) => isPort(id) && state.spaces[id].control === 'papacy' && mayConstructIn(state, 'venice', id)),
  },
};

function cardData(card: CardId): MinorAllianceCard {
  const c = MINOR_ALLIANCE_CARDS[card];
  if (!c) throw new Error(`minor alliance: card ${card} is not one`);
  return c;
}

function reinforcementLeft(state: HisState, c: MinorAllianceCard): boolean {
  return c.reinforcement.some((r) => unitsAvailable(state, r.owner, r.kind) > 0);
}

/** A use of a minor alliance card (22.2): activate, deactivate or reinforce its minor; then where. */
export type MinorAllianceAction =
  | { type: 'activateMinor'; minor: MinorPower; major: MajorPower }
  | { type: 'deactivateMinor'; minor: MinorPower }
  | { type: 'reinforceMinor'; minor: MinorPower }
  | SpaceAction;

/** The uses of the card open to `power` now. */
export function allianceOptions(state: HisState, card: CardId, power: MajorPower): MinorAllianceAction[] {
  const c = cardData(card);
  const ally = minorAlly(state, c.minor);
  const out: MinorAllianceAction[] = [];
  if (power === c.patron && ally === null) out.push({ type: 'activateMinor', minor: c.minor, major: power });
  if (c.breakers.includes(power) && ally !== null && mayDeactivate(state, c.minor)) out.push({ type: 'deactivateMinor', minor: c.minor });
  if (power === c.patron && ally === c.patron && c.places(state).length > 0 && reinforcementLeft(state, c)) out.push({ type: 'reinforceMinor', minor: c.minor });
  return out;
}

export interface MinorAllianceFrame extends Frame {
  proc: 'minorAllianceCard';
  card: CardId;
  player: MajorPower;
  step: 'use' | 'place';
}

function reinforce(state: HisState, c: MinorAllianceCard, space: SpaceId): void {
  for (const r of c.reinforcement) {
    const n = constructUnits(state, space, r.owner, r.kind, r.n);
    state.log.push({ key: 'his.log.minorReinforced', params: { power: r.owner, kind: r.kind, n, space } });
  }
}

function use(state: HisState, f: MinorAllianceFrame, action: MinorAllianceAction): void {
  const c = cardData(f.card);
  if (action.type === 'activateMinor') {
    pop(state, f);
    activateMinor(state, c.minor, c.patron);
  } else if (action.type === 'deactivateMinor') {
    pop(state, f);
    deactivateMinor(state, c.minor);
  } else {
    f.step = 'place';
  }
}

export const minorAllianceProcedure: Procedure<MinorAllianceFrame, MinorAllianceAction> = {
  ask(state, f): Ask<MinorAllianceAction>[] {
    if (f.step === 'use') {
      const options = allianceOptions(state, f.card, f.player);
      return options.length < 2 ? [] : [{ power: f.player, key: 'his.prompt.minorAllianceUse', params: { card: f.card }, actions: options }];
    }
    const spaces = cardData(f.card).places(state);
    return spaces.length < 2 ? [] : [{ power: f.player, key: 'his.prompt.minorAllianceWhere', params: { card: f.card }, actions: spaces.map((space) => ({ type: 'space', space })) }];
  },
  run(state, f) {
    if (f.step === 'use') {
      const only = allianceOptions(state, f.card, f.player)[0];
      if (only) use(state, f, only);
      else pop(state, f);
      return;
    }
    pop(state, f);
    const space = cardData(f.card).places(state)[0];
    if (space) reinforce(state, cardData(f.card), space);
  },
  decide(state, f, _power, action) {
    if (action.type !== 'space') {
      use(state, f, action);
      return;
    }
    pop(state, f);
    reinforce(state, cardData(f.card), action.space);
  },
};

function allianceEvent(card: CardId): CardEvent {
  return {
    canPlay: (state, power) => allianceOptions(state, card, power).length > 0,
    play(state, power) {
      push(state, frame('minorAllianceCard', { card, player: power, step: 'use' }));
    },
  };
}

export const AULD_ALLIANCE_EVENT = allianceEvent(69);
export const VENETIAN_ALLIANCE_EVENT = allianceEvent(108);

// ---- (d) the Diplomacy Phase use: paying for the natural ally's intervention (9.6 steps 4-5) ----

/** The alliance card with which `intervener` may pay for intervening for `minor`, if it holds it. */
export function interventionCard(state: HisState, minor: MinorPower, intervener: MajorPower): CardId | null {
  for (const [id, c] of Object.entries(MINOR_ALLIANCE_CARDS)) {
    const card = Number(id) as CardId;
    if (c && c.minor === minor && c.patron === intervener && state.powers[intervener].hand.includes(card)) return card;
  }
  return null;
}

/**
 * The card pays for the intervention (discarded, no CP owed) and, once the minor is the
 * intervener's ally, adds the units of use (c). Push this before the activation frame.
 */
export function pushInterventionBonus(state: HisState, card: CardId, power: MajorPower): void {
  push(state, frame('minorAllianceCard', { card, player: power, step: 'place' }));
}
