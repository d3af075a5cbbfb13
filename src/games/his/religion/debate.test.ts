import { describe, expect, it } from 'vitest';
import type { DebaterId } from '../data/pieces.ts';
import { HERE_I_STAND_RESPONSE } from '../events/here-i-stand.ts';
import { act, choices, loadDice, runProcedure } from '../testing/position.ts';
import type { HisState } from '../state.ts';
import type { DebateFrame, DebateOptions } from './debate.ts';
import type { WindowFrame } from '../flow/window.ts';
import { attackDice, debateFrame, debateZones } from './debate.ts';
import { blankReligiousMap, logged, protestant } from './testing.ts';
import { setTurnEffect } from './turn-effects.ts';

const HERE_I_STAND = 7;

/** Only these debaters stay in play (the random draws of an example then fall where it says). */
function onlyDebaters(s: HisState, ids: DebaterId[]): HisState {
  s.religion.debaters = ids;
  return s;
}

function debate(s: HisState, initiator: 'papacy' | 'protestant', zone: 'german' | 'french' | 'english', o: DebateOptions = {}): HisState {
  return runProcedure(s, debateFrame(initiator, zone, o));
}

describe('18.5 the theological debate example', () => {
  /**
   * Turn 1, Papal impulse: Carlstadt is the only committed debater. Bucer is left out and
   * Campeggio, Tetzel and Cajetan are committed so that the example's random round-2 draws
   * (Aleander, Melanchthon) are the only ones possible. The Protestant holds Here I Stand.
   */
  function example(): HisState {
    const s = protestant(blankReligiousMap(), 'wittenberg');
    onlyDebaters(s, ['eck', 'campeggio', 'aleander', 'tetzel', 'cajetan', 'luther', 'melanchthon', 'carlstadt']);
    s.religion.committed = ['carlstadt', 'campeggio', 'tetzel', 'cajetan'];
    if (!s.powers.protestant.hand.includes(HERE_I_STAND)) {
      s.powers.protestant.homeCardUsed = s.powers.protestant.homeCardUsed.filter((c) => c !== HERE_I_STAND);
      s.powers.protestant.hand.push(HERE_I_STAND);
    }
    return s;
  }

  it('Eck against Carlstadt, Luther steps in, a tie, then Aleander against Melanchthon: 2 spaces for the Protestant', () => {
    const s = example();
    // Leipzig Debate: the Papacy picks its attacker.
    debate(s, 'papacy', 'german', { pickAttacker: true });
    expect(choices(s, 'papacy')).toContainEqual({ type: 'debater', debater: 'eck' });
    act(s, 'papacy', { type: 'debater', debater: 'eck' });
    act(s, 'papacy', { type: 'defenderPool', pool: 'committed' });
    const f = s.stack.find((x) => x.proc === 'debate') as DebateFrame;
    expect(f).toMatchObject({ papal: 'eck', protestant: 'carlstadt', protestantWasCommitted: true });
    // Eck: 3 + 3 + 1 = 7 dice; Carlstadt would roll 1 + 1 = 2.
    expect(attackDice(s, f)).toBe(7);
    expect(choices(s, 'protestant')).toEqual([{ type: 'respond', card: HERE_I_STAND }, { type: 'decline' }]);
    loadDice(s, [5, 6, 1, 1, 1, 1, 1, /* Luther */ 5, 5, 1, 1, 1, 1]);
    loadDice(s, [/* Aleander */ 5, 1, 1, 1, 1, /* Melanchthon */ 6, 5, 1, 1, 1]);
    const hand = s.powers.protestant.hand.length;
    act(s, 'protestant', { type: 'respond', card: HERE_I_STAND });
    // Here I Stand goes onto the power card and the Protestant draws a card in its place.
    expect(s.powers.protestant.homeCardUsed).toContain(HERE_I_STAND);
    expect(s.powers.protestant.hand).toHaveLength(hand);
    const rounds = logged(s, 'his.log.debate');
    expect(rounds).toEqual([
      expect.objectContaining({ round: 1, attacker: 'eck', defender: 'luther', attackDice: 7, defenceDice: 6, attackHits: 2, defenceHits: 2 }),
      expect.objectContaining({ round: 2, attacker: 'aleander', defender: 'melanchthon', attackDice: 5, defenceDice: 5, attackHits: 1, defenceHits: 2 }),
    ]);
    // Aleander is not disgraced (1 is not more than 2), but his bonus gives the Protestant 2 spaces.
    expect(logged(s, 'his.log.debateWon')).toEqual([expect.objectContaining({ power: 'protestant', margin: 1, flips: 2 })]);
    expect(s.religion.disgraced).toEqual([]);
    expect(s.stack.at(-1)).toMatchObject({ proc: 'religiousFlips', power: 'protestant', flips: 2, zone: 'german' });
    const before = logged(s, 'his.log.religionChanged').length;
    act(s, 'protestant', choices(s, 'protestant')[0]!);
    act(s, 'protestant', choices(s, 'protestant')[0]!);
    expect(logged(s, 'his.log.religionChanged').slice(before)).toEqual([
      expect.objectContaining({ religion: 'protestant', why: 'debate' }),
      expect.objectContaining({ religion: 'protestant', why: 'debate' }),
    ]);
    expect([...s.religion.committed].sort()).toEqual(['aleander', 'cajetan', 'campeggio', 'carlstadt', 'eck', 'luther', 'melanchthon', 'tetzel']);
    expect(s.stack).toEqual([]);
  });
});

describe('18.5 steps 2-7', () => {
  it('the attacker is drawn from the initiator’s uncommitted pool; no pool choice when one pool is empty', () => {
    const s = onlyDebaters(protestant(blankReligiousMap(), 'wittenberg'), ['eck', 'tetzel', 'luther', 'melanchthon']);
    s.religion.committed = ['tetzel'];
    loadDice(s, [1, 1, 1, 1, 1, 1, 1, /* the defender */ 1, 1, 1, 1, 1, 1]);
    loadDice(s, [1, 1, 1, 1, 1, 1, 1, /* round 2 */ 1, 1, 1, 1, 1, 1]);
    debate(s, 'papacy', 'german');
    const rounds = logged(s, 'his.log.debate');
    expect(rounds[0]).toMatchObject({ attacker: 'eck', defenceDice: expect.any(Number) });
    // Round 2: Eck is committed now and Tetzel was before: the Papacy draws from its committed pool.
    expect(rounds).toHaveLength(2);
    expect(logged(s, 'his.log.debateInconclusive')).toHaveLength(1);
    expect(s.stack).toEqual([]);
  });

  it('a tie in round 1 brings a second round: Bullinger may be inserted; a tie in round 2 is inconclusive', () => {
    // A French debate: Bullinger (German) may still be inserted in round 2.
    const s = onlyDebaters(protestant(blankReligiousMap(), 'geneva'), ['tetzel', 'cajetan', 'olivetan', 'farel', 'bullinger']);
    s.religion.committed = ['olivetan'];
    runProcedure(s, debateFrame('papacy', 'french'));
    expect(choices(s, 'papacy')).toEqual([
      { type: 'defenderPool', pool: 'committed' },
      { type: 'defenderPool', pool: 'uncommitted' },
    ]);
    // Tetzel or Cajetan (value 1) attacks with 4 dice; Farel (uncommitted, value 2) defends with 4.
    loadDice(s, [1, 1, 1, 1, 1, 1, 1, 1]);
    act(s, 'papacy', { type: 'defenderPool', pool: 'uncommitted' });
    expect(logged(s, 'his.log.debate')[0]).toMatchObject({ defender: 'farel', defenceDice: 4, attackHits: 0, defenceHits: 0 });
    expect(choices(s, 'protestant')).toEqual([{ type: 'bullinger' }, { type: 'noBullinger' }]);
    // Round 2: the other of Tetzel and Cajetan (4 dice) against Bullinger (uncommitted, 2 + 2).
    loadDice(s, [1, 1, 1, 1, 1, 1, 1, 1]);
    act(s, 'protestant', { type: 'bullinger' });
    expect(logged(s, 'his.log.debateSecondRound')).toEqual([expect.objectContaining({ protestant: 'bullinger' })]);
    expect(logged(s, 'his.log.debate')[1]).toMatchObject({ round: 2, defender: 'bullinger', defenceDice: 4 });
    expect(logged(s, 'his.log.debateInconclusive')).toHaveLength(1);
    expect(s.religion.committed).toEqual(expect.arrayContaining(['tetzel', 'cajetan', 'farel', 'bullinger']));
    expect(s.stack).toEqual([]);
  });

  it('Mary I doubles a Papal attacker’s value in the English zone; Gardiner’s die only there; Augsburg and events change the dice', () => {
    const s = blankReligiousMap();
    const f = debateFrame('papacy', 'english');
    f.papal = 'gardiner';
    f.protestant = 'tyndale';
    expect(attackDice(s, f)).toBe(3 + 3 + 1);
    s.powers.england.ruler = 'mary-i';
    expect(attackDice(s, f)).toBe(6 + 3 + 1);
    f.papalWasCommitted = true;
    expect(attackDice(s, f)).toBe(6 + 3);
    f.zone = 'german';
    expect(attackDice(s, f)).toBe(3 + 3);
    setTurnEffect(s, 'augsburgConfession');
    f.extraAttackDice = 3;
    expect(attackDice(s, f)).toBe(3 + 3 + 3 - 1);
  });
});

describe('18.5 steps 8-9: burnt and disgraced debaters', () => {
  it('a Protestant debater beaten by more than his value is burnt: the Papacy gains his value in VP', () => {
    const s = onlyDebaters(protestant(blankReligiousMap(), 'wittenberg'), ['eck', 'carlstadt', 'luther']);
    s.religion.committed = ['carlstadt'];
    const vp = s.powers.papacy.bonusVp;
    debate(s, 'papacy', 'german');
    loadDice(s, [5, 5, 5, 5, 5, 5, 5, /* Carlstadt, committed: 2 dice */ 1, 1]);
    act(s, 'papacy', { type: 'defenderPool', pool: 'committed' });
    while (s.stack.at(-1)?.proc === 'religiousFlips' && choices(s, 'papacy').length > 0) act(s, 'papacy', choices(s, 'papacy')[0]!);
    expect(s.religion.burned).toEqual(['carlstadt']);
    expect(s.religion.debaters).not.toContain('carlstadt');
    expect(s.powers.papacy.bonusVp).toBe(vp + 1);
  });

  it('burning Luther takes the reformer off the map for good', () => {
    const s = onlyDebaters(protestant(blankReligiousMap(), 'wittenberg'), ['eck', 'luther']);
    s.religion.reformers.luther = 'wittenberg';
    loadDice(s, [5, 5, 5, 5, 5, 5, 5, /* Luther, uncommitted: 6 dice */ 1, 1, 1, 1, 1, 1]);
    debate(s, 'papacy', 'german');
    while (s.stack.length > 0 && choices(s, 'papacy').length > 0) act(s, 'papacy', choices(s, 'papacy')[0]!);
    expect(s.religion.burned).toEqual(['luther']);
    expect(s.religion.reformers.luther).toBeUndefined();
    expect(s.religion.reformersRemoved).toContain('luther');
  });

  it('a Papal debater beaten by more than his value is disgraced: the Protestant gains his value', () => {
    const s = onlyDebaters(protestant(blankReligiousMap(), 'wittenberg'), ['tetzel', 'luther']);
    loadDice(s, [6, 6, 6, 6, 6, 6, 6, /* Tetzel: 3 dice */ 1, 1, 1]);
    debate(s, 'protestant', 'german');
    while (s.stack.length > 0 && choices(s, 'protestant').length > 0) act(s, 'protestant', choices(s, 'protestant')[0]!);
    expect(logged(s, 'his.log.debate')[0]).toMatchObject({ attacker: 'luther', attackDice: 7, defenceDice: 3 });
    expect(s.religion.disgraced).toEqual(['tetzel']);
    expect(s.powers.protestant.bonusVp).toBe(1);
  });

  it('not burnt when the margin only equals his value', () => {
    const s = onlyDebaters(protestant(blankReligiousMap(), 'wittenberg'), ['eck', 'melanchthon']);
    loadDice(s, [5, 5, 5, 5, 1, 1, 1, /* Melanchthon 5 dice: margin 3 */ 5, 1, 1, 1, 1]);
    debate(s, 'papacy', 'german');
    while (s.stack.length > 0 && choices(s, 'papacy').length > 0) act(s, 'papacy', choices(s, 'papacy')[0]!);
    expect(s.religion.burned).toEqual([]);
  });

  it('Campeggio, uncommitted, cancels a loss on 5-6', () => {
    const s = onlyDebaters(protestant(blankReligiousMap(), 'wittenberg'), ['campeggio', 'luther']);
    loadDice(s, [6, 6, 6, 6, 6, 6, 6, /* Campeggio: 4 dice */ 1, 1, 1, 1, /* his save */ 5]);
    debate(s, 'protestant', 'german');
    expect(logged(s, 'his.log.debateCancelled')).toHaveLength(1);
    expect(s.religion.disgraced).toEqual([]);
    expect(s.stack).toEqual([]);
  });
});

describe('18.1: where a debate may be called', () => {
  it('needs Protestant debaters in the zone and an uncommitted debater of the initiator', () => {
    const s = blankReligiousMap();
    expect(debateZones(s, 'papacy')).toEqual(['german']);
    expect(debateZones(s, 'protestant')).toEqual(['german']);
    s.religion.committed = ['luther', 'melanchthon', 'bucer', 'carlstadt'];
    expect(debateZones(s, 'protestant')).toEqual([]);
    expect(debateZones(s, 'papacy')).toEqual(['german']);
    s.religion.debaters.push('tyndale');
    expect(debateZones(s, 'papacy')).toEqual(['german', 'english']);
    setTurnEffect(s, 'thomasMore');
    expect(debateZones(s, 'papacy')).toEqual(['german']);
    s.religion.committed = [];
    setTurnEffect(s, 'wartburg');
    expect(debateZones(s, 'protestant')).toEqual([]);
  });
});

describe('Here I Stand (card 7) in a debate', () => {
  it('only in the German zone, while Luther lives, not after The Wartburg, and not for Luther himself', () => {
    const s = blankReligiousMap();
    // The debate calls the window with itself as the subject.
    const f = debateFrame('papacy', 'german');
    f.protestant = 'carlstadt';
    const w: WindowFrame = { proc: 'window', at: 'beforeDebate', active: 'papacy', done: [], subject: { kind: 'debate', debate: f } };
    const may = () => HERE_I_STAND_RESPONSE.canPlay(s, 'protestant', w);
    expect(may()).toBe(true);
    expect(HERE_I_STAND_RESPONSE.canPlay(s, 'papacy', w)).toBe(false);
    f.zone = 'french';
    expect(may()).toBe(false);
    f.zone = 'german';
    f.protestant = 'luther';
    expect(may()).toBe(false);
    f.protestant = 'carlstadt';
    setTurnEffect(s, 'wartburg');
    expect(may()).toBe(false);
    s.religion.turnEffects.wartburg = null;
    s.religion.debaters = s.religion.debaters.filter((d) => d !== 'luther');
    expect(may()).toBe(false);
  });
});
