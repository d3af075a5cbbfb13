// The two-player 1517 setup (setup.json `twoPlayerVariant.setup1517`): the 1517 position
// with the variant's board, deck and Diplomatic Deck.
import { shuffle } from '../../../engine/rng.ts';
import type { CardId } from '../data/cards.ts';
import { CARDS, homeCardsOf } from '../data/cards.ts';
import type { Power } from '../data/powers.ts';
import { MAJOR_POWERS } from '../data/powers.ts';
import type { Forces, HisState } from '../state.ts';
import { DIPLOMACY_FROM_START, TWO_PLAYER_CONTROL, TWO_PLAYER_FORCES, TWO_PLAYER_REMOVED, TWO_PLAYER_REMOVED_HOME } from './data.ts';
import { isTwoPlayerPower } from './variant.ts';

function forces(regular: number, squadron: number, leaders: string[]): Forces {
  return { regular, mercenary: 0, cavalry: 0, squadron, corsair: 0, leaders };
}

/** Replace every unit on the map with the variant's board; set its control changes and alliances. */
function placeBoard(state: HisState): void {
  for (const space of Object.values(state.spaces)) space.units = {};
  for (const [power, stacks] of Object.entries(TWO_PLAYER_FORCES) as [Power, (typeof TWO_PLAYER_FORCES)[Power]][]) {
    for (const s of stacks ?? []) state.spaces[s.space].units[power] = forces(s.regular, s.squadron, [...s.leaders]);
  }
  for (const [power, spaces] of Object.entries(TWO_PLAYER_CONTROL)) {
    for (const id of spaces ?? []) state.spaces[id].control = power as Power;
  }
  // No wars at the start; Hungary-Bohemia is a Hapsburg ally (setup.json `warsAndAlliances`).
  state.diplomacy.wars = [];
  state.diplomacy.alliances = [];
  state.diplomacy.minorAllies.hungary = 'hapsburg';
}

/** The 49 removed cards and the four unplayed powers' home cards are out of the game. */
function removeCards(state: HisState): void {
  const out = new Set<CardId>([...TWO_PLAYER_REMOVED, ...TWO_PLAYER_REMOVED_HOME]);
  state.deck = state.deck.filter((c) => !out.has(c));
  state.setAside = state.setAside.filter((c) => !out.has(c));
  for (const p of MAJOR_POWERS) {
    if (isTwoPlayerPower(p)) continue;
    state.powers[p].homeCardUsed = state.powers[p].homeCardUsed.filter((c) => !out.has(c));
    if (homeCardsOf(p).some((c) => !out.has(c))) throw new Error(`two-player: ${p} keeps a home card`);
  }
  state.removed = [...state.removed.filter((c) => !out.has(c)), ...[...out].sort((a, b) => a - b)];
  // The unplayed powers hold no cards and are dealt none.
  for (const p of MAJOR_POWERS) if (!isTwoPlayerPower(p)) state.powers[p].hand = [];
  if ([...state.deck, ...state.setAside].some((c) => CARDS[c].twoPlayer === 'removed')) throw new Error('two-player: a removed card is still in play');
}

export function setupTwoPlayer(state: HisState): void {
  placeBoard(state);
  removeCards(state);
  const deck = [...DIPLOMACY_FROM_START];
  shuffle(state.rng, deck);
  state.twoPlayer = {
    deck,
    discard: [],
    hands: { papacy: [], protestant: [] },
    leagueTurn: null,
    laterCardsAdded: false,
    playedThisTurn: [],
    mustPlay: {},
    frozen: null,
    eventsPlayed: [],
    fixedControl: [],
    leadersOffMap: [],
  };
  state.log.push({ key: 'his.log.twoPlayerSetup', params: {} });
}
