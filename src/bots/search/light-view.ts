// The light view of a playout (issue 14): a sampled world is the search bot's own guess, so
// the heuristic that plays every power in it may read it through a view that reads the state
// itself instead of copying it, as the table's view (view.ts) does at every decision.
import type { LogEntry } from '../../engine/types.ts';
import type { MajorPower } from '../../games/his/data/powers.ts';
import type { HisState, HisView } from '../../games/his/index.ts';
import { MAJOR_POWERS } from '../../games/his/index.ts';
import { lastCardPlay } from '../../games/his/last-card-play.ts';
import { cardsDealt, keysControlled } from '../../games/his/power-cards.ts';
import type { PowerStanding, PowerView } from '../../games/his/view.ts';
import { protestantSpaces, victoryPoints } from '../../games/his/victory-points.ts';

/**
 * A light view of a state for one viewer. The parts the table's view shares with the state
 * (all but the hidden ones: the PRNG, deck, hands, stack, log, forced dice, the two-player
 * deck) are read through getters, one a part, written out so that each read is a plain
 * property read once compiled; nothing is copied when it is made (a copy of every part at
 * every decision of a playout cost more than many a policy). Its standings, procedures and
 * last card play are worked out on first read. One class, so every light view has one
 * shape. Read-only, and valid only until the state changes (a playout makes one a decision).
 */
class LightView implements HisView {
  readonly #state: HisState;
  readonly viewer: MajorPower;
  readonly powers: Record<MajorPower, PowerView>;
  readonly negotiation = null;
  #standings: Record<MajorPower, PowerStanding> | undefined;
  #protestant: number | undefined;
  #procedures: string[] | undefined;
  #lastCardPlay: LogEntry | null | undefined;

  constructor(state: HisState, viewer: MajorPower) {
    this.#state = state;
    this.viewer = viewer;
    const powers = {} as Record<MajorPower, PowerView>;
    for (const p of MAJOR_POWERS) powers[p] = new LightPowerView(state, p, p === viewer);
    this.powers = powers;
  }

  get game(): HisState['game'] {
    return this.#state.game;
  }

  get options(): HisState['options'] {
    return this.#state.options;
  }

  get checkpoint(): HisState['checkpoint'] {
    return this.#state.checkpoint;
  }

  get turn(): HisState['turn'] {
    return this.#state.turn;
  }

  get phase(): HisState['phase'] {
    return this.#state.phase;
  }

  get impulse(): HisState['impulse'] {
    return this.#state.impulse;
  }

  get spaces(): HisState['spaces'] {
    return this.#state.spaces;
  }

  get seas(): HisState['seas'] {
    return this.#state.seas;
  }

  get diplomacy(): HisState['diplomacy'] {
    return this.#state.diplomacy;
  }

  get discard(): HisState['discard'] {
    return this.#state.discard;
  }

  get removed(): HisState['removed'] {
    return this.#state.removed;
  }

  get setAside(): HisState['setAside'] {
    return this.#state.setAside;
  }

  get outOfPlay(): HisState['outOfPlay'] {
    return this.#state.outOfPlay;
  }

  get tracks(): HisState['tracks'] {
    return this.#state.tracks;
  }

  get newWorld(): HisState['newWorld'] {
    return this.#state.newWorld;
  }

  get eventsResolved(): HisState['eventsResolved'] {
    return this.#state.eventsResolved;
  }

  get eventPlays(): HisState['eventPlays'] {
    return this.#state.eventPlays;
  }

  get skippedImpulses(): HisState['skippedImpulses'] {
    return this.#state.skippedImpulses;
  }

  get nextDealPenalty(): HisState['nextDealPenalty'] {
    return this.#state.nextDealPenalty;
  }

  get juliaGonzagaTurn(): HisState['juliaGonzagaTurn'] {
    return this.#state.juliaGonzagaTurn;
  }

  get navalEliminated(): HisState['navalEliminated'] {
    return this.#state.navalEliminated;
  }

  get navalMarks(): HisState['navalMarks'] {
    return this.#state.navalMarks;
  }

  get navalLeadersAway(): HisState['navalLeadersAway'] {
    return this.#state.navalLeadersAway;
  }

  get piracy(): HisState['piracy'] {
    return this.#state.piracy;
  }

  get pirateHavens(): HisState['pirateHavens'] {
    return this.#state.pirateHavens;
  }

  get fortressMarkers(): HisState['fortressMarkers'] {
    return this.#state.fortressMarkers;
  }

  get knightsOfStJohn(): HisState['knightsOfStJohn'] {
    return this.#state.knightsOfStJohn;
  }

  get landMarks(): HisState['landMarks'] {
    return this.#state.landMarks;
  }

  get cpBudgets(): HisState['cpBudgets'] {
    return this.#state.cpBudgets;
  }

  get vpHistory(): HisState['vpHistory'] {
    return this.#state.vpHistory;
  }

  get religion(): HisState['religion'] {
    return this.#state.religion;
  }

  get england(): HisState['england'] {
    return this.#state.england;
  }

  get foreignWars(): HisState['foreignWars'] {
    return this.#state.foreignWars;
  }

  get leadersAway(): HisState['leadersAway'] {
    return this.#state.leadersAway;
  }

  get leadersRemoved(): HisState['leadersRemoved'] {
    return this.#state.leadersRemoved;
  }

  get mauriceOwner(): HisState['mauriceOwner'] {
    return this.#state.mauriceOwner;
  }

  get hungaryDefeated(): HisState['hungaryDefeated'] {
    return this.#state.hungaryDefeated;
  }

  get result(): HisState['result'] {
    return this.#state.result;
  }

  get deckSize(): number {
    return this.#state.deck.length;
  }

  /** Read by few policies (a march's formation): listed on first read. */
  get procedures(): string[] {
    this.#procedures ??= this.#state.stack.map((f) => f.proc);
    return this.#procedures;
  }

  /** Read by no policy today: the log is searched only if one asks. */
  get lastCardPlay(): LogEntry | null {
    if (this.#lastCardPlay === undefined) this.#lastCardPlay = lastCardPlay(this.#state.log);
    return this.#lastCardPlay;
  }

  get standings(): Record<MajorPower, PowerStanding> {
    if (!this.#standings) {
      const standings = {} as Record<MajorPower, PowerStanding>;
      for (const p of MAJOR_POWERS) standings[p] = new LightStanding(this.#state, p);
      this.#standings = standings;
    }
    return this.#standings;
  }

  get protestantSpaces(): number {
    this.#protestant ??= protestantSpaces(this.#state);
    return this.#protestant;
  }
}

/** A power's part of a light view: its own hand for the viewer only, the rest read through. */
class LightPowerView implements PowerView {
  readonly #state: HisState;
  readonly #power: MajorPower;
  readonly #mine: boolean;

  constructor(state: HisState, power: MajorPower, mine: boolean) {
    this.#state = state;
    this.#power = power;
    this.#mine = mine;
  }

  get hand(): HisState['powers'][MajorPower]['hand'] | null {
    return this.#mine ? this.#state.powers[this.#power].hand : null;
  }

  get handSize(): number {
    return this.#state.powers[this.#power].hand.length;
  }

  get ruler(): HisState['powers'][MajorPower]['ruler'] {
    return this.#state.powers[this.#power].ruler;
  }

  get bonusVp(): HisState['powers'][MajorPower]['bonusVp'] {
    return this.#state.powers[this.#power].bonusVp;
  }

  get cardPenalty(): HisState['powers'][MajorPower]['cardPenalty'] {
    return this.#state.powers[this.#power].cardPenalty;
  }

  get captives(): HisState['powers'][MajorPower]['captives'] {
    return this.#state.powers[this.#power].captives;
  }

  get homeCardUsed(): HisState['powers'][MajorPower]['homeCardUsed'] {
    return this.#state.powers[this.#power].homeCardUsed;
  }

  get passed(): HisState['powers'][MajorPower]['passed'] {
    return this.#state.powers[this.#power].passed;
  }
}

/**
 * A power's standing counted field by field on first read: the policies read only VP (the
 * race), and the leaf's score the keys and cards of its own power alone.
 */
class LightStanding implements PowerStanding {
  readonly #state: HisState;
  readonly #power: MajorPower;
  #vp: number | undefined;
  #keys: number | undefined;
  #cardsDealt: number | undefined;

  constructor(state: HisState, power: MajorPower) {
    this.#state = state;
    this.#power = power;
  }

  get vp(): number {
    this.#vp ??= victoryPoints(this.#state, this.#power);
    return this.#vp;
  }

  get keys(): number {
    this.#keys ??= keysControlled(this.#state, this.#power).length;
    return this.#keys;
  }

  get cardsDealt(): number {
    this.#cardsDealt ??= cardsDealt(this.#state, this.#power);
    return this.#cardsDealt;
  }
}

/**
 * A view of a sampled world for `viewer`, built cheaply: the world's public parts shared,
 * the viewer's own hand only, the standings (VP, keys) counted on first use. Read-only, and
 * valid only until the world changes.
 */
export function playoutView(state: HisState, viewer: MajorPower): HisView {
  return new LightView(state, viewer) as unknown as HisView;
}
