// Diplomacy cards on hands and the map's pieces (two-player variant; diplomacy-cards.json):
// 203 Corsair Raid, 205 Diplomatic Pressure, 208 Knights of St. John, 209 Plague,
// 219 Spanish Inquisition.
import type { DiplomacyCardId } from '../data/cards.ts';
import { CARDS } from '../data/cards.ts';
import type { SeaZoneId, SpaceId } from '../data/map.ts';
import { SEA_ZONE_IDS, SPACE_IDS } from '../data/map.ts';
import type { Power } from '../data/powers.ts';
import { MINOR_POWERS } from '../data/powers.ts';
import { isHomeCard, isMandatoryCard, randomlyDrawableCards } from '../cards.ts';
import { hits, rollDice } from '../dice.ts';
import type { HisAction } from '../flow/frames.ts';
import type { ChoiceOption } from '../events/choice.ts';
import { minorAlly } from '../minors.ts';
import { loseNavalUnits } from '../naval/losses.ts';
import { removeLandUnits } from '../counter-mix.ts';
import { atWar, landUnits, navalUnits } from '../queries.ts';
import { addStPetersCp } from '../religion/st-peters.ts';
import type { HisState } from '../state.ts';
import { LAND_UNIT_KINDS } from '../state.ts';
import type { TwoPlayerChoiceFrame } from './choice.ts';
import { askChoice } from './choice.ts';
import type { DiplomacyEvent } from './cards-common.ts';
import { discardFromHand, discardRandomCard, noEffect } from './cards-common.ts';
import type { TwoPlayerPower } from './data.ts';
import { opponentOf, twoPlayerState } from './variant.ts';

type Loc = { space: SpaceId } | { sea: SeaZoneId };


// ---- 203 Corsair Raid ----

/** The squadrons that count as the victim's (Papal and Papal allies'; French, Ottoman, at-war Hapsburg). */
export function corsairVictimPowers(state: HisState, victim: TwoPlayerPower): Power[] {
  if (victim === 'papacy') return ['papacy', ...MINOR_POWERS.filter((m) => minorAlly(state, m) === 'papacy')];
  return ['france', 'ottoman', ...(atWar(state, 'hapsburg', 'papacy') ? (['hapsburg'] as const) : [])];
}

export function corsairOptions(state: HisState, victim: TwoPlayerPower): ChoiceOption[] {
  // 6.1: never a Home card nor a Mandatory Event.
  const out: ChoiceOption[] = state.powers[victim].hand.filter((c) => !isHomeCard(c) && !isMandatoryCard(c)).map((card) => ({ type: 'discard', card }));
  const owners = corsairVictimPowers(state, victim);
  for (const space of SPACE_IDS) for (const owner of owners) if ((state.spaces[space].units[owner]?.squadron ?? 0) > 0) out.push({ type: 'navalLoss', kind: 'squadron', owner, space });
  for (const sea of SEA_ZONE_IDS) for (const owner of owners) if ((state.seas[sea].units[owner]?.squadron ?? 0) > 0) out.push({ type: 'navalLoss', kind: 'squadron', owner, sea });
  return out;
}

function askCorsair(state: HisState, player: TwoPlayerPower, left: number): void {
  if (left <= 0) return;
  const victim = opponentOf(player);
  const options = corsairOptions(state, victim);
  // A hit that can be met neither way has no effect (docs/data-decisions.md).
  if (options.length === 0) return;
  askChoice(state, 203, player, victim, 'his.prompt.twoPlayerCorsairHit', options, { left });
}

export const CORSAIR_RAID_2P: DiplomacyEvent = {
  play(state, player) {
    const n = hits(rollDice(state, 4, 'twoPlayerCard', { card: 203 }));
    state.log.push({ key: 'his.log.twoPlayerHits', params: { card: 203, hits: n } });
    if (n === 0 || corsairOptions(state, opponentOf(player)).length === 0) noEffect(state, 203);
    askCorsair(state, player, n);
  },
};

export function resolveCorsair(state: HisState, f: TwoPlayerChoiceFrame, action: HisAction): void {
  if (action.type === 'discard') discardFromHand(state, f.decider, action.card as number);
  else {
    const loc: Loc = action.space !== undefined ? { space: action.space as SpaceId } : { sea: action.sea as SeaZoneId };
    loseNavalUnits(state, loc, action.owner as Power, 'squadron', 1);
  }
  askCorsair(state, f.player as TwoPlayerPower, (f.data.left as number) - 1);
}

// ---- 205 Diplomatic Pressure ----

export const DIPLOMATIC_PRESSURE_2P: DiplomacyEvent = {
  play(state, player) {
    const t = twoPlayerState(state);
    const other = opponentOf(player);
    const theirs = t.hands[other];
    if (theirs.length === 0) {
      noEffect(state, 205);
      return;
    }
    state.checkpoint++;
    state.log.push({ key: 'his.log.twoPlayerSeesDiplomacy', params: { power: player, of: other, cards: [...theirs] }, to: [player] });
    if (player === 'papacy') {
      // The Papacy picks the card the Protestant must play this turn.
      askChoice(state, 205, player, player, 'his.prompt.twoPlayerPressurePick', theirs.map((card) => ({ type: 'card', card })));
      return;
    }
    const options: ChoiceOption[] = [{ type: 'option', option: 'pressureRedraw' }];
    if (t.hands.protestant.length > 0) options.push({ type: 'option', option: 'pressureSwap' });
    askChoice(state, 205, player, player, 'his.prompt.twoPlayerPressure', options);
  },
};

export function resolvePressure(state: HisState, _f: TwoPlayerChoiceFrame, action: HisAction): void {
  const t = twoPlayerState(state);
  if (action.type === 'card') {
    t.mustPlay.protestant = action.card as DiplomacyCardId;
    state.log.push({ key: 'his.log.twoPlayerMustPlay', params: { power: 'protestant' } });
    return;
  }
  if (action.option === 'pressureRedraw') {
    t.discard.push(...t.hands.papacy);
    t.hands.papacy = [];
    drawDiplomacy(state, 'papacy');
    return;
  }
  [t.hands.papacy, t.hands.protestant] = [t.hands.protestant, t.hands.papacy];
  state.checkpoint++;
  state.log.push({ key: 'his.log.twoPlayerSwap', params: {} });
}

/** Draw a diplomatic card into a hand (none when the deck is empty: it is reshuffled only by rule). */
export function drawDiplomacy(state: HisState, power: TwoPlayerPower): void {
  const t = twoPlayerState(state);
  const card = t.deck.pop();
  if (card === undefined) return;
  t.hands[power].push(card);
  state.checkpoint++;
  state.log.push({ key: 'his.log.twoPlayerDrawsDiplomacy', params: { power } });
}

// ---- 208 Knights of St. John ----

export const KNIGHTS_OF_ST_JOHN_2P: DiplomacyEvent = {
  play(state) {
    const card = state.deck.pop();
    if (card === undefined) {
      noEffect(state, 208);
      return;
    }
    state.checkpoint++;
    state.discard.push(card);
    state.log.push({ key: 'his.log.twoPlayerKnights', params: { card, cp: CARDS[card].cp } });
    // 18.1: its CP go onto St. Peter's (the drawn card is then discarded: our reading).
    addStPetersCp(state, CARDS[card].cp, 'twoPlayerCard');
  },
};

// ---- 209 Plague ----

/** Units that may die: at most one per space, only from spaces holding more than one unit. */
export function plagueOptions(state: HisState, struck: readonly string[]): ChoiceOption[] {
  const out: ChoiceOption[] = [];
  for (const space of SPACE_IDS) {
    if (struck.includes(space)) continue;
    const units = Object.entries(state.spaces[space].units) as [Power, NonNullable<HisState['spaces'][SpaceId]['units'][Power]>][];
    const total = units.reduce((n, [, f]) => n + landUnits(f) + navalUnits(f), 0);
    if (total < 2) continue;
    for (const [power, f] of units) {
      for (const kind of [...LAND_UNIT_KINDS, 'squadron', 'corsair'] as const) if (f[kind] > 0) out.push({ type: 'unit', kind, power, space });
    }
  }
  return out;
}

function askPlague(state: HisState, player: TwoPlayerPower, left: number, struck: string[]): void {
  const options = plagueOptions(state, struck);
  if (left <= 0 || options.length === 0) {
    plagueDiscard(state, player);
    return;
  }
  askChoice(state, 209, player, player, 'his.prompt.twoPlayerPlague', options, { left, struck });
}

/** Then a random card of the opponent's Main Deck hand is discarded (never a Home card). */
function plagueDiscard(state: HisState, player: TwoPlayerPower): void {
  discardRandomCard(state, opponentOf(player));
}

export const PLAGUE_2P: DiplomacyEvent = {
  play(state, player) {
    if (plagueOptions(state, []).length === 0 && randomlyDrawableCards(state, opponentOf(player)).length === 0) {
      noEffect(state, 209);
      return;
    }
    askPlague(state, player, 3, []);
  },
};

export function resolvePlague(state: HisState, f: TwoPlayerChoiceFrame, action: HisAction): void {
  const space = action.space as SpaceId;
  const power = action.power as Power;
  const kind = action.kind as 'regular' | 'mercenary' | 'cavalry' | 'squadron' | 'corsair';
  if (kind === 'squadron' || kind === 'corsair') loseNavalUnits(state, { space }, power, kind, 1);
  else removeLandUnits(state, space, power, kind, 1);
  state.log.push({ key: 'his.log.twoPlayerUnitRemoved', params: { power, space, kind } });
  askPlague(state, f.player as TwoPlayerPower, (f.data.left as number) - 1, [...(f.data.struck as string[]), space]);
}

// ---- 219 Spanish Inquisition ----

export const SPANISH_INQUISITION_2P: DiplomacyEvent = {
  play(state, player) {
    const t = twoPlayerState(state);
    if (player === 'protestant') {
      // The Protestant reveals his Main Deck hand to the Papacy.
      state.checkpoint++;
      state.log.push({ key: 'his.log.twoPlayerRevealHand', params: { power: 'protestant', cards: [...state.powers.protestant.hand] }, to: ['papacy', 'protestant'] });
      return;
    }
    if (t.hands.protestant.length === 0) {
      noEffect(state, 219);
      return;
    }
    state.checkpoint++;
    state.log.push({ key: 'his.log.twoPlayerSeesDiplomacy', params: { power: 'papacy', of: 'protestant', cards: [...t.hands.protestant] }, to: ['papacy'] });
    askChoice(state, 219, player, 'papacy', 'his.prompt.twoPlayerInquisitionVeto', t.hands.protestant.map((card) => ({ type: 'card', card })));
  },
};

export function resolveInquisition(state: HisState, _f: TwoPlayerChoiceFrame, action: HisAction): void {
  const t = twoPlayerState(state);
  const vetoed = action.card as DiplomacyCardId;
  t.hands.protestant = t.hands.protestant.filter((c) => c !== vetoed);
  t.discard.push(vetoed);
  state.log.push({ key: 'his.log.twoPlayerVeto', params: { card: vetoed } });
  // He must play his other card; the extra card is kept for later.
  const other = t.hands.protestant[0];
  if (other !== undefined) t.mustPlay.protestant = other;
  drawDiplomacy(state, 'protestant');
}
