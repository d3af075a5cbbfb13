// The Diplomacy Phase of the two-player variant (setup.json `diplomacyDeck.handling`,
// `removingWars`): (1) the Papacy may end a war with France or the Hapsburgs, suing for peace
// or by Papal Bull's two-player face (papal-bull.ts); (2) the turn
// after the Schmalkaldic League the seven later cards join and the Diplomatic Deck is
// reshuffled with its discards; (3) each side draws one; (4) from turn 2 the Papacy plays
// one, then the Protestant. A drawn card must be played even if it helps the opponent.
import type { DiplomacyCardId } from '../data/cards.ts';
import { CARDS } from '../data/cards.ts';
import type { MajorPower } from '../data/powers.ts';
import { shuffle } from '../../../engine/rng.ts';
import type { Ask, Frame, HisAction, Procedure } from '../flow/frames.ts';
import { pop } from '../flow/stack.ts';
import { sueForPeace } from '../phases/diplomacy/peace.ts';
import { atWar } from '../queries.ts';
import type { HisState } from '../state.ts';
import { DIPLOMACY_EVENTS as DIPLOMATIC_EVENTS_TABLE } from './cards.ts';
import { drawDiplomacy } from './cards-hands.ts';
import { DIPLOMACY_AFTER_LEAGUE } from './data.ts';
import type { TwoPlayerPower } from './data.ts';
import { twoPlayerState } from './variant.ts';
import { papalBullEnemies, papalBullRewards, playPapalBullForPeace, takePapalBullReward } from './papal-bull.ts';

type Step = 'start' | 'peace' | 'bullReward' | 'draw' | 'papacy' | 'protestant' | 'end';

export interface TwoPlayerDiplomacyFrame extends Frame {
  proc: 'twoPlayerDiplomacy';
  step: Step;
  /** Papal Bull's two-player face: the power whose war it ended (its reward comes next). */
  bullEnemy?: MajorPower;
}

/** The wars the Papacy may end: with France or the Hapsburgs, never the League's war. */
export function papalPeaceEnemies(state: HisState): MajorPower[] {
  const league = twoPlayerState(state).leagueTurn !== null;
  return (['france', 'hapsburg'] as const).filter((p) => state.diplomacy.wars.includes(p < 'papacy' ? `${p}|papacy` : `papacy|${p}`) && !(p === 'hapsburg' && league));
}

/** The cards a player may play now: the one he must play, else any in hand. */
export function playableDiplomacy(state: HisState, power: TwoPlayerPower): DiplomacyCardId[] {
  const t = twoPlayerState(state);
  const must = t.mustPlay[power];
  if (must !== undefined && t.hands[power].includes(must)) return [must];
  return [...t.hands[power]];
}

function addLaterCards(state: HisState): void {
  const t = twoPlayerState(state);
  if (t.laterCardsAdded || t.leagueTurn === null || t.leagueTurn >= state.turn) return;
  t.laterCardsAdded = true;
  t.deck.push(...DIPLOMACY_AFTER_LEAGUE, ...t.discard);
  t.discard = [];
  t.deck.sort((a, b) => a - b);
  shuffle(state.rng, t.deck);
  state.checkpoint++;
  state.log.push({ key: 'his.log.twoPlayerLaterCards', params: {} });
}

/** Play a diplomacy card as its event (The Wartburg cannot cancel it: no response window). */
export function playDiplomacyCard(state: HisState, power: TwoPlayerPower, card: DiplomacyCardId): void {
  const t = twoPlayerState(state);
  t.hands[power] = t.hands[power].filter((c) => c !== card);
  if (t.mustPlay[power] === card) delete t.mustPlay[power];
  t.playedThisTurn.push(card);
  t.eventsPlayed.push(card);
  // Henry Petitions for Divorce leaves the game; the others go to the diplomatic discards.
  if (!CARDS[card].removeAfterEvent) t.discard.push(card);
  state.log.push({ key: 'his.log.twoPlayerCardPlayed', params: { power, card } });
  DIPLOMATIC_EVENTS_TABLE[card].play(state, power);
}

export const twoPlayerDiplomacyProcedure: Procedure<TwoPlayerDiplomacyFrame> = {
  ask(state, f): Ask[] {
    if (f.step === 'peace') {
      const enemies = papalPeaceEnemies(state);
      if (enemies.length === 0) return [];
      const bull = papalBullEnemies(state, enemies).map((enemy) => ({ type: 'papalBull', enemy }));
      return [{ power: 'papacy', key: 'his.prompt.twoPlayerPeace', actions: [...enemies.map((enemy) => ({ type: 'sue', enemy })), ...bull, { type: 'skip' }] }];
    }
    if (f.step === 'bullReward') {
      const rewards = papalBullRewards(state, f.bullEnemy!);
      return rewards.length < 2 ? [] : [{ power: 'papacy', key: 'his.prompt.twoPlayerBullReward', params: { power: f.bullEnemy! }, actions: rewards }];
    }
    if (f.step === 'papacy' || f.step === 'protestant') {
      const cards = playableDiplomacy(state, f.step);
      if (cards.length === 0) return [];
      return [{ power: f.step, key: 'his.prompt.twoPlayerDiplomacyCard', actions: cards.map((card) => ({ type: 'playDiplomacy', card })) }];
    }
    return [];
  },
  run(state, f) {
    const t = twoPlayerState(state);
    switch (f.step) {
      case 'start':
        t.playedThisTurn = [];
        t.mustPlay = {};
        f.step = 'peace';
        return;
      case 'peace':
        f.step = 'draw';
        return;
      case 'bullReward': {
        // A single reward (or none) needs no choice.
        const [only] = papalBullRewards(state, f.bullEnemy!);
        if (only) takePapalBullReward(state, only);
        delete f.bullEnemy;
        f.step = 'draw';
        return;
      }
      case 'draw':
        addLaterCards(state);
        drawDiplomacy(state, 'papacy');
        drawDiplomacy(state, 'protestant');
        // The cards are played from turn 2 on.
        f.step = state.turn >= 2 ? 'papacy' : 'end';
        return;
      case 'papacy':
        f.step = 'protestant';
        return;
      case 'protestant':
        f.step = 'end';
        return;
      default:
        pop(state, f);
    }
  },
  decide(state, f, power, action: HisAction) {
    if (f.step === 'bullReward') {
      takePapalBullReward(state, action);
      delete f.bullEnemy;
      f.step = 'draw';
      return;
    }
    if (f.step === 'peace') {
      f.step = 'draw';
      if (action.type === 'papalBull') {
        playPapalBullForPeace(state, action.enemy as MajorPower);
        f.bullEnemy = action.enemy as MajorPower;
        f.step = 'bullReward';
        return;
      }
      if (action.type !== 'sue') return;
      const enemy = action.enemy as MajorPower;
      // The Protestant gains the War Winner VP; the 9.3 procedure does the rest (2 Papal units, home spaces).
      state.powers.protestant.bonusVp += 1;
      state.log.push({ key: 'his.log.warWinnerVp', params: { power: 'protestant', vp: 1 } });
      if (atWar(state, 'papacy', enemy)) sueForPeace(state, 'papacy', enemy);
      return;
    }
    f.step = f.step === 'papacy' ? 'protestant' : 'end';
    playDiplomacyCard(state, power as TwoPlayerPower, action.card as DiplomacyCardId);
  },
};
