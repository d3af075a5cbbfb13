// A whole state built from one power's view and a guess at what it cannot see (issue 14:
// search bots sample the hidden information and play on): the other hands are dealt from
// the cards it has not seen, with their known sizes; the deck is the rest, in a sampled
// order; the dice come from a fresh seed. The view names the procedures under way but not
// their frames (frames may hold secrets), so a state is rebuilt only at decisions whose
// frames are public: a power's impulse (11) and its spending of CP (11.1). Elsewhere: null.
import { createRng, shuffle } from '../../engine/rng.ts';
import type { Prompt } from '../../engine/types.ts';
import type { CardId, DiplomacyCardId } from './data/cards.ts';
import { CARDS, DIPLOMACY_CARD_IDS, cardsEnteringOnTurn, homeCardsOf, SCENARIO_START_TURN } from './data/cards.ts';
import type { MajorPower } from './data/powers.ts';
import { MAJOR_POWERS } from './data/powers.ts';
import type { HisFrame } from './flow/frames.ts';
import { PHASES } from './phases/turn.ts';
import type { HisState, PowerState, TwoPlayerState } from './state.ts';
import type { HisView, TwoPlayerView } from './view.ts';

/** The frames of the decisions a view fully describes, or null. */
function publicStack(view: HisView, me: MajorPower, prompt: Prompt): HisFrame[] | null {
  const procs = view.procedures.join('>');
  const key = prompt.key;
  const mine = MAJOR_POWERS.indexOf(me);
  // 11: impulses go round in order; the passes just before mine are the consecutive ones.
  let passes = 0;
  for (let i = 1; i < MAJOR_POWERS.length && view.powers[MAJOR_POWERS[(mine - i + 6) % 6]!].passed; i++) passes++;
  const head = [
    { proc: 'game' },
    { proc: 'turn', phase: PHASES.indexOf('actionPhase') + 1 },
    { proc: 'actionPhase', next: (mine + 1) % MAJOR_POWERS.length, consecutivePasses: passes, calling: 'impulse' },
  ];
  if (key === 'his.prompt.impulse' && procs === 'game>turn>actionPhase>impulse') return [...head, { proc: 'impulse', power: me }] as HisFrame[];
  if (key === 'his.prompt.spendCp' && procs === 'game>turn>actionPhase>spendCp' && view.cpBudgets?.length === 1) {
    // The impulse has returned (it played a card, no pass) and the Action Phase resumes once
    // the CP are spent; the budget itself is public (HisState.cpBudgets, copied with the view).
    return [...head.slice(0, 2), { ...head[2], returned: { passed: false } }, { proc: 'spendCp', power: me }] as HisFrame[];
  }
  return null;
}

/** Cards `me` has seen where they lie (its hand, discards, removed, set aside, on the map). */
function seenCards(view: HisView, me: MajorPower): Set<CardId> {
  const seen = new Set<CardId>([...(view.powers[me].hand ?? []), ...view.discard, ...view.removed, ...view.setAside]);
  for (const p of MAJOR_POWERS) for (const c of view.powers[p].homeCardUsed) seen.add(c);
  for (const war of view.foreignWars) seen.add(war.card);
  return seen;
}

/** The cards that may be in other hands or the deck: those entered by this turn, less the seen. */
function unseenCards(view: HisView, me: MajorPower): CardId[] {
  const scenario = view.options.scenario;
  const seen = seenCards(view, me);
  const out: CardId[] = [];
  for (let t = SCENARIO_START_TURN[scenario]; t <= view.turn; t++) for (const c of cardsEnteringOnTurn(t, scenario)) if (!seen.has(c) && CARDS[c].type !== 'home') out.push(c);
  return out;
}

/**
 * A state consistent with `me`'s view at its `prompt`, hidden parts sampled from `seed`;
 * null where the view does not describe the decision's frames.
 */
export function determinize(view: HisView, me: MajorPower, prompt: Prompt, seed: string): HisState | null {
  const stack = publicStack(view, me, prompt);
  if (!stack || view.powers[me].hand === null) return null;
  const rng = createRng(`determinize:${seed}`);
  const pool = shuffle(rng, unseenCards(view, me));
  const hands = {} as Record<MajorPower, CardId[]>;
  for (const p of MAJOR_POWERS) {
    if (p === me) {
      hands[p] = [...view.powers[p].hand!];
      continue;
    }
    // 6.1: a Home card not used this turn is in its owner's hand.
    const home = homeCardsOf(p).filter((c) => !view.powers[p].homeCardUsed.includes(c) && !view.discard.includes(c) && !view.removed.includes(c));
    hands[p] = home.slice(0, view.powers[p].handSize);
    hands[p].push(...pool.splice(0, Math.max(0, view.powers[p].handSize - hands[p].length)));
  }
  const deck = pool.slice(0, view.deckSize);
  const { viewer: _v, deckSize: _d, standings: _s, protestantSpaces: _p, procedures: _r, lastCardPlay, powers, twoPlayer: twoView, ...open } = structuredClone(view);
  const powerStates = {} as Record<MajorPower, PowerState>;
  for (const p of MAJOR_POWERS) {
    const { hand: _h, handSize: _n, ...rest } = powers[p];
    powerStates[p] = { ...rest, hand: hands[p] };
  }
  const twoPlayer = twoView ? determinizeTwoPlayer(twoView, me, rng) : undefined;
  // The public card play a prompt names as its cause (prompt-facts.ts): the only log entry the world needs.
  return {
    ...open,
    ...(twoPlayer ? { twoPlayer } : {}),
    powers: powerStates,
    deck,
    rng: createRng(`determinize:${seed}:dice`),
    stack,
    log: lastCardPlay ? [lastCardPlay] : [],
  };
}

/** Two-player variant: the other's diplomatic hand and the Diplomatic Deck sampled from the unseen cards. */
function determinizeTwoPlayer(t: TwoPlayerView, me: MajorPower, rng: ReturnType<typeof createRng>): TwoPlayerState {
  const { deckSize, hand, handSizes, mustPlay, ...open } = t;
  const mine = hand ?? [];
  const seen = new Set<number>([...mine, ...t.discard]);
  const pool = shuffle(rng, DIPLOMACY_CARD_IDS.filter((c) => !seen.has(c) && (t.laterCardsAdded || c < 213)));
  const other = me === 'papacy' ? 'protestant' : 'papacy';
  const hands = { papacy: [] as DiplomacyCardId[], protestant: [] as DiplomacyCardId[] };
  hands[me === 'papacy' ? 'papacy' : 'protestant'] = [...mine];
  hands[other] = pool.splice(0, handSizes[other]);
  return { ...open, deck: pool.slice(0, deckSize), hands, mustPlay: mustPlay && (me === 'papacy' || me === 'protestant') ? { [me]: mustPlay } : {} };
}
