import { describe, expect, it } from 'vitest';
import { antiPiracyDice, piracyDice } from '../naval/piracy.ts';
import { act, choices, clearMap, declareWar, loadDice, spend, startingState } from '../testing/position.ts';
import { juliaGonzagaPiracy } from './julia-gonzaga.ts';
import { EVENTS } from './registry.ts';

const fleet = (corsair: number) => ({ regular: 0, mercenary: 0, cavalry: 0, squadron: 0, corsair, leaders: [] });

describe('card 84 Julia Gonzaga (16.4, 23.2)', () => {
  it('only after Barbary Pirates', () => {
    const s = startingState();
    expect(EVENTS[84]!.canPlay(s, 'ottoman')).toBe(false);
    s.eventsResolved.push(9);
    expect(EVENTS[84]!.canPlay(s, 'france')).toBe(true);
  });

  it('the first Ottoman piracy hit in the Tyrrhenian Sea this turn: 1 bonus VP, once', () => {
    const s = startingState();
    s.eventsResolved.push(9);
    EVENTS[84]!.play(s, 'france');
    const vp = s.powers.ottoman.bonusVp;
    juliaGonzagaPiracy(s, 'ottoman', 'ionian_sea', 2);
    juliaGonzagaPiracy(s, 'ottoman', 'tyrrhenian_sea', 0);
    expect(s.powers.ottoman.bonusVp).toBe(vp);
    juliaGonzagaPiracy(s, 'ottoman', 'tyrrhenian_sea', 1);
    expect(s.powers.ottoman.bonusVp).toBe(vp + 1);
    juliaGonzagaPiracy(s, 'ottoman', 'tyrrhenian_sea', 1);
    expect(s.powers.ottoman.bonusVp).toBe(vp + 1);
  });

  it('expires at the end of the turn', () => {
    const s = startingState();
    EVENTS[84]!.play(s, 'papacy');
    s.turn++;
    const vp = s.powers.ottoman.bonusVp;
    juliaGonzagaPiracy(s, 'ottoman', 'tyrrhenian_sea', 3);
    expect(s.powers.ottoman.bonusVp).toBe(vp);
  });

  it('a piracy action in the Tyrrhenian Sea that hits gives the VP', () => {
    const s = clearMap(declareWar(startingState(), 'ottoman', 'hapsburg'));
    s.eventsResolved.push(9);
    s.seas.tyrrhenian_sea.units = { ottoman: fleet(2) };
    EVENTS[84]!.play(s, 'ottoman');
    const vp = s.powers.ottoman.bonusVp;
    spend(s, 'ottoman', 2);
    act(s, 'ottoman', { type: 'action', action: 'initiatePiracy' });
    act(s, 'ottoman', { type: 'sea', sea: 'tyrrhenian_sea' });
    const target = choices(s, 'ottoman')[0]!.target as 'hapsburg';
    loadDice(s, [...Array<number>(antiPiracyDice(s, 'tyrrhenian_sea', target)).fill(1), ...Array<number>(piracyDice(s, 'tyrrhenian_sea', target)).fill(6)]);
    act(s, 'ottoman', { type: 'target', target });
    expect(s.powers.ottoman.bonusVp).toBe(vp + 1);
  });
});
