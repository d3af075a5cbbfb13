// Cards 102 Spring Preparations and 109 Venetian Informant (10, 6.1 other-phase events).
import { describe, expect, it } from 'vitest';
import type { CardId } from '../data/cards.ts';
import type { MajorPower } from '../data/powers.ts';
import { MAJOR_POWERS } from '../data/powers.ts';
import { canPlayAsEvent } from '../phases/action-phase.ts';
import { springDeploymentFrame } from '../phases/spring-deployment.ts';
import { act, choices, clearMap, place, runProcedure, setControl, startingState } from '../testing/position.ts';
import type { HisState } from '../state.ts';
import { asks } from '../flow/kernel.ts';

const SPRING_CARDS: CardId[] = [102, 109];

/**
 * Only `holder` holds `cards`, England holds card 50 (and `english`), the other hands are empty; the spring
 * cards not given are in the discard pile (`unseen`: in the deck, out of public view).
 * France has Montmorency and 2 regulars in Paris.
 */
function fresh(holder: MajorPower | null, cards: CardId[], unseen: CardId[] = [], english: CardId[] = []): HisState {
  const s = clearMap(startingState('1517', 'spring-cards'));
  for (const p of MAJOR_POWERS) {
    s.discard.push(...s.powers[p].hand);
    s.powers[p].hand = [];
  }
  const placed = [...cards, ...unseen, ...english, 50];
  s.discard = s.discard.filter((c) => !placed.includes(c));
  s.deck = s.deck.filter((c) => !placed.includes(c) && !SPRING_CARDS.includes(c));
  s.discard.push(...SPRING_CARDS.filter((c) => !placed.includes(c)));
  s.deck.push(...unseen);
  s.powers.england.hand = [50, ...english];
  if (holder) s.powers[holder].hand.push(...cards);
  place(s, 'paris', 'france', { regular: 2, leaders: ['montmorency'] });
  return s;
}

const start = (s: HisState) => runProcedure(s, springDeploymentFrame());
/** Who is asked now: what the table sees as `waitingFor`. */
const pendingPowers = (s: HisState) => asks(s).map((a) => a.power);

describe('card 109 Venetian Informant', () => {
  it('offered before anyone deploys; the holder shows one hand secretly to itself or another power', () => {
    const s = start(fresh('papacy', [109]));
    expect(choices(s, 'papacy')).toEqual([{ type: 'playEvent', card: 109 }, { type: 'decline' }]);
    act(s, 'papacy', { type: 'playEvent', card: 109 });
    act(s, 'papacy', { type: 'target', target: 'england' });
    expect(choices(s, 'papacy').map((a) => a.power)).toEqual(['ottoman', 'hapsburg', 'france', 'papacy', 'protestant']);
    act(s, 'papacy', { type: 'viewer', power: 'france' });
    expect(s.log.at(-1)).toMatchObject({ key: 'his.log.handSeen', params: { of: 'england', cards: [50] }, to: ['france'] });
    expect(s.discard).toContain(109);
    // Then the deployments begin (France from Paris).
    expect(choices(s, 'france')).toContainEqual({ type: 'space', space: 'paris' });
  });

  it('asked by rule: every power with cards is asked at once, holder or not, and a power without it may only decline', () => {
    // The table sees the same prompts whether England holds the card or it lies in the deck.
    const held = start(fresh('papacy', [60], [], [109]));
    const unseen = start(fresh('papacy', [60], [109]));
    for (const s of [held, unseen]) {
      expect(pendingPowers(s)).toEqual(['england', 'papacy']);
      expect(s.stack.map((f) => f.proc)).toEqual(['springDeployment', 'springCard']);
      expect(choices(s, 'papacy')).toEqual([{ type: 'decline' }]);
    }
    expect(choices(held, 'england')).toEqual([{ type: 'playEvent', card: 109 }, { type: 'decline' }]);
    expect(choices(unseen, 'england')).toEqual([{ type: 'decline' }]);
    // Both decline: nothing is logged and the deployments begin, the same in both games.
    for (const s of [held, unseen]) {
      const logged = s.log.length;
      act(s, 'papacy', { type: 'decline' });
      expect(pendingPowers(s)).toEqual(['england']);
      act(s, 'england', { type: 'decline' });
      expect(s.log.length).toBe(logged);
      expect(s.stack.map((f) => f.proc)).not.toContain('springCard');
    }
    expect(held.powers.england.hand).toContain(109);
  });

  it('not asked once its place is public (discard pile)', () => {
    const s = start(fresh('england', [60]));
    expect(s.discard).toContain(109);
    expect(s.stack.map((f) => f.proc)).not.toContain('springCard');
  });

  it('never an event in the Action Phase', () => {
    const s = fresh('papacy', [109, 102]);
    expect(canPlayAsEvent(s, 'papacy', 109)).toBe(false);
    expect(canPlayAsEvent(s, 'papacy', 102)).toBe(false);
  });
});

describe('card 102 Spring Preparations', () => {
  it('at its own deployment: 1 regular in the capital and the starred limits lifted (a pass may be crossed)', () => {
    const s = start(fresh('france', [102]));
    // England, before France in impulse order, could hold the card: asked, it may only decline.
    expect(choices(s, 'england')).toEqual([{ type: 'decline' }]);
    act(s, 'england', { type: 'decline' });
    expect(choices(s, 'france')).toEqual([{ type: 'playEvent', card: 102 }, { type: 'decline' }]);
    act(s, 'france', { type: 'playEvent', card: 102 });
    expect(s.spaces.paris.units.france?.regular).toBe(3);
    expect(s.stack.find((f) => f.proc === 'springDeployment')).toMatchObject({ relaxed: ['france'] });
  });

  it('the Hapsburgs get a regular in each capital they control; not with no capital under control', () => {
    const s = start(fresh('hapsburg', [102]));
    act(s, 'hapsburg', { type: 'playEvent', card: 102 });
    expect(s.spaces.valladolid.units.hapsburg?.regular).toBe(1);
    expect(s.spaces.vienna.units.hapsburg?.regular).toBe(1);
    const t = fresh('france', [102]);
    setControl(t, 'paris', 'england');
    t.spaces.paris.units = {};
    start(t);
    expect(choices(t, 'france')).toEqual([]);
  });

  it('asked by rule at the power’s own deployment while the card is out of public view: a power without it may only decline', () => {
    const held = start(fresh('france', [102]));
    const unseen = start(fresh('france', [60], [102]));
    for (const s of [held, unseen]) {
      act(s, 'england', { type: 'decline' });
      expect(pendingPowers(s)).toEqual(['france']);
      expect(s.stack.map((f) => f.proc)).toEqual(['springDeployment', 'springCard']);
    }
    expect(choices(unseen, 'france')).toEqual([{ type: 'decline' }]);
    act(unseen, 'france', { type: 'decline' });
    expect(unseen.spaces.paris.units.france?.regular).toBe(2);
    expect(choices(unseen, 'france')).toContainEqual({ type: 'space', space: 'paris' });
    // Once it is in the discard pile, France deploys without being asked.
    const gone = start(fresh('france', [60]));
    expect(choices(gone, 'france')).toContainEqual({ type: 'space', space: 'paris' });
  });

  it('a power whose capital is empty gets its turn whenever it could hold the card, holder or not', () => {
    for (const s of [fresh('england', [102]), fresh('england', [60], [102])]) {
      start(s);
      expect(pendingPowers(s)).toEqual(['england']);
      expect(s.stack.map((f) => f.proc)).toEqual(['springDeployment', 'springCard']);
    }
  });

  it('not for the Protestant', () => {
    const s = start(fresh('protestant', [102]));
    expect(choices(s, 'protestant')).toEqual([]);
  });
});
