// Setting up a scenario (Scenario Book; rulebook 2.2, 2.3, 6.2, 8.2): the position
// from the scenario data, then the first card draw is left to the Card Draw Phase.
import { createRng } from '../../engine/rng.ts';
import { DEFAULT_NEGOTIATION_MINUTES } from './state.ts';
import type { CardId } from './data/cards.ts';
import { CARD_IDS, CARDS, SCENARIO_START_TURN, homeCardsOf, initialDeck } from './data/cards.ts';
import type { SeaZoneId, SpaceId } from './data/map.ts';
import { SEA_ZONE_IDS, SPACE_IDS } from './data/map.ts';
import type { ForceSetup } from './data/scenarios.ts';
import { SCENARIO_IDS, SCENARIOS, isScenarioId } from './data/scenarios.ts';
import type { MajorPower, Power } from './data/powers.ts';
import { MAJOR_POWERS } from './data/powers.ts';
import { RuleError } from '../../engine/types.ts';
import { advance } from './flow/kernel.ts';
import { validatePlayers } from './players.ts';
import { setupTwoPlayer } from './two-player/setup.ts';
import { pairKey } from './queries.ts';
import { initialReligion } from './religion/debaters.ts';
import type { Forces, HisOptions, HisState, NewWorldState, PowerState, SeaZoneState, SpaceState, Tracks } from './state.ts';
import { LUTHERS_95_THESES_CARD as LUTHERS_95_THESES } from './events/luthers-95-theses.ts';

/** Luther's 95 Theses: held by the Protestant before the first deal (8.1). */

function forcesFrom(setup: ForceSetup): Forces {
  return {
    regular: setup.regulars,
    mercenary: setup.mercenaries,
    cavalry: setup.cavalry,
    squadron: setup.squadrons,
    corsair: setup.corsairs,
    leaders: [...setup.armyLeaders, ...setup.navalLeaders],
  };
}

export function validateOptions(options: unknown): HisOptions {
  const o = options as Partial<HisOptions> | null;
  if (!o || !isScenarioId(o.scenario)) {
    throw new RuleError(`options.scenario must be one of ${SCENARIO_IDS.map((id) => `"${id}"`).join(', ')}`, 'bad-options');
  }
  const windows = o.responseWindows;
  if (windows !== undefined && windows !== 'by-hand' && windows !== 'by-rule') {
    throw new RuleError('options.responseWindows must be "by-hand" or "by-rule"', 'bad-options');
  }
  const minutes = o.negotiationMinutes;
  if (minutes !== undefined && (!Number.isInteger(minutes) || minutes < 1 || minutes > 7 * 24 * 60)) {
    throw new RuleError('options.negotiationMinutes must be a whole number of minutes from 1 to 10080 (a week)', 'bad-options');
  }
  // The two-player variant (two-player/): `players: 2` or `variant: 'two-player'`, 1517 only.
  if ((o.players as unknown) === 2 || o.variant !== undefined) {
    if (o.variant !== undefined && o.variant !== 'two-player') throw new RuleError('options.variant must be "two-player"', 'bad-options');
    if (o.scenario !== '1517') throw new RuleError('the two-player variant starts in 1517 (options.scenario "1517")', 'bad-options');
    if (o.players !== undefined && (o.players as unknown) !== 2) throw new RuleError('the two-player variant has two players: options.players must be 2 or absent', 'bad-options');
    return { scenario: '1517', variant: 'two-player', ...(windows === 'by-rule' ? { responseWindows: windows } : {}) };
  }
  const players = validatePlayers(o.players);
  // Defaults (six players, by-hand, 10 minutes) are left out, so the options of existing records stay as they were.
  return {
    scenario: o.scenario,
    ...(players ? { players } : {}),
    ...(windows === 'by-rule' ? { responseWindows: windows } : {}),
    ...(minutes !== undefined && minutes !== DEFAULT_NEGOTIATION_MINUTES ? { negotiationMinutes: minutes } : {}),
  };
}

export function setup(rawOptions: HisOptions, seed: string): HisState {
  const options = validateOptions(rawOptions);
  const scenario = SCENARIOS[options.scenario];

  const spaces = {} as Record<SpaceId, SpaceState>;
  for (const id of SPACE_IDS) {
    const s = scenario.spaces[id];
    const units: Partial<Record<Power, Forces>> = {};
    for (const [power, f] of Object.entries(s.units) as [Power, ForceSetup][]) units[power] = forcesFrom(f);
    spaces[id] = { control: s.control, religion: s.religion, unrest: false, units, siege: null, jesuitUniversity: false };
  }
  const seas = {} as Record<SeaZoneId, SeaZoneState>;
  for (const id of SEA_ZONE_IDS) seas[id] = { units: {} };

  const powers = {} as Record<MajorPower, PowerState>;
  for (const p of MAJOR_POWERS) {
    powers[p] = {
      hand: [],
      ruler: scenario.rulers[p],
      bonusVp: scenario.tracks.warWinnerVp[p],
      cardPenalty: 0,
      captives: [],
      // Home cards wait on the power card until the first Card Draw Phase deals them (6.1, 8.1).
      homeCardUsed: [...homeCardsOf(p)] as CardId[],
      passed: false,
    };
  }

  const deck: CardId[] = [...initialDeck(options.scenario)];
  const homes = new Set<CardId>(MAJOR_POWERS.flatMap((p) => homeCardsOf(p)));
  const start = SCENARIO_START_TURN[options.scenario];
  const setAside: CardId[] = [];
  const removed: CardId[] = [];
  for (const id of CARD_IDS) {
    if (deck.includes(id) || homes.has(id) || id === LUTHERS_95_THESES) continue;
    const entry = CARDS[id].entry;
    // Cards of a later turn, or waiting for a condition, are set aside (6.2);
    // the rest were excluded by the scenario and are out of the game.
    const later = !('turn' in entry) || entry.turn > start || CARDS[id].conditional;
    (later ? setAside : removed).push(id);
  }
  if (options.scenario === '1517') powers.protestant.hand.push(LUTHERS_95_THESES);
  else removed.push(LUTHERS_95_THESES);

  const state: HisState = {
    game: 'his',
    options,
    rng: createRng(seed),
    checkpoint: 0,
    turn: scenario.startTurn,
    phase: 'setup',
    impulse: 0,
    spaces,
    seas,
    powers,
    diplomacy: {
      wars: scenario.wars.map(([a, b]) => pairKey(a, b)).sort(),
      alliances: scenario.alliances.map(([a, b]) => pairKey(a, b)).sort(),
      minorAllies: { ...scenario.minorAllies },
      warCaptures: [],
      phonyWars: [],
      catherineOfAragonUsed: false,
      loans: [],
    },
    deck,
    discard: [],
    removed,
    setAside,
    outOfPlay: [...scenario.outOfPlay],
    tracks: {
      stPeters: { ...scenario.tracks.stPeters },
      chateauxVp: scenario.tracks.chateauxVp,
      piracyVp: scenario.tracks.piracyVp,
      maritalStatus: scenario.tracks.maritalStatus,
      pregnancyResults: [...scenario.tracks.pregnancyResults],
      translations: structuredClone(scenario.tracks.translations) as Tracks['translations'],
    },
    newWorld: {
      ...(structuredClone(scenario.newWorld) as Pick<NewWorldState, 'uncharted' | 'crossingAtlantic' | 'discoveries' | 'conquests' | 'colonies'>),
      explorersGone: [...scenario.removed.explorers],
      conquistadorsGone: [...scenario.removed.conquistadors],
      conquestMarkersGone: { england: 0, france: 0 },
      placed: [],
      depleted: [],
      voyages: { mercator: [], smallpox: [], cabot: [] },
      // 20.2, 20.3: voyages that start in the Crossing Atlantic box count as the turn's actions.
      taken: {
        turn: scenario.startTurn,
        explore: [...scenario.newWorld.crossingAtlantic.explorations],
        colonize: [...scenario.newWorld.crossingAtlantic.colonies],
        conquer: [...scenario.newWorld.crossingAtlantic.conquests],
      },
      markers: { galleons: [], plantations: [], governor: null, raiders: [] },
      potosi: null,
    },
    eventsResolved: scenario.resolvedEvents.map((e) => e.cardNumber),
    eventPlays: { turn: 0, plays: [] },
    skippedImpulses: [],
    nextDealPenalty: {},
    juliaGonzagaTurn: null,
    navalEliminated: {},
    navalMarks: { impulse: 0, lostCombat: [] },
    navalLeadersAway: [],
    piracy: { turn: 0, zones: [] },
    pirateHavens: [],
    fortressMarkers: [],
    // 16.4, card 86: the Knights of St. John (an independent regular) start in Rhodes (1517) or Malta (1532).
    knightsOfStJohn: scenario.knightsOfStJohn,
    landMarks: { impulse: 0, triedIntercept: [], lostBattle: [], moved: [], barredLeaders: [], foulWeather: [], movedOn: [], built: [] },
    stack: [{ proc: 'game' }],
    log: [{ key: 'his.log.setup', params: { scenario: options.scenario } }],
    vpHistory: [],
    religion: initialReligion(scenario),
    england: { bonusMarriageTurn: null, divorceTurn: null, rulerChangedTurn: null, cromwellTurn: null },
    foreignWars: [],
    leadersAway: [],
    mauriceOwner: null,
    // 22.5: the 1532 setup starts after Mohacs, Hungary already a Hapsburg ally for good.
    hungaryDefeated: scenario.minorAllies.hungary === 'hapsburg',
    result: null,
  };
  if (options.variant === 'two-player') setupTwoPlayer(state);
  advance(state);
  return state;
}
