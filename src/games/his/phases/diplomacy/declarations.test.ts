import { describe, expect, it } from 'vitest';
import { CARDS, CARD_IDS } from '../../data/cards.ts';
import { asks } from '../../flow/kernel.ts';
import { SCHMALKALDIC_LEAGUE } from '../../land/loc.ts';
import type { HisState } from '../../state.ts';
import { act, choices, clearMap, place, runProcedure, setControl, startingState } from '../../testing/position.ts';
import { dowTargets } from './declarations.ts';
import { dowBarredAlways, dowBarredInDiplomacy, dowCost } from './restrictions.ts';
import { segmentHappens } from './phase.ts';

function turn2(): HisState {
  const s = clearMap(startingState('1517'));
  s.turn = 2;
  s.phase = 'diplomacy';
  for (const p of ['ottoman', 'hapsburg', 'england', 'france', 'papacy', 'protestant'] as const) {
    s.powers[p].hand = [];
    s.powers[p].homeCardUsed = [];
  }
  return s;
}

const NO_RECORD = { peaceMade: [], alliancesMade: [] };

describe('9.6 DOW costs from the Diplomatic Status Display', () => {
  it('reads the box crossing the two powers, and 1 or 2 CP for minors', () => {
    const s = turn2();
    expect(dowCost(s, 'hapsburg', 'papacy')).toBe(4);
    expect(dowCost(s, 'papacy', 'hapsburg')).toBe(4);
    expect(dowCost(s, 'england', 'france')).toBe(3);
    expect(dowCost(s, 'ottoman', 'hapsburg')).toBe(2);
    expect(dowCost(s, 'france', 'scotland')).toBe(2);
    expect(dowCost(s, 'ottoman', 'genoa')).toBe(1);
    expect(dowCost(s, 'england', 'venice')).toBeNull();
  });

  it('21.3: the Catherine of Aragon marker takes 2 CP off the first Hapsburg DOW on England after Anne Boleyn', () => {
    const s = turn2();
    expect(dowCost(s, 'hapsburg', 'england')).toBe(3);
    s.tracks.maritalStatus = 'anneBoleyn';
    expect(dowCost(s, 'hapsburg', 'england')).toBe(1);
    s.powers.hapsburg.hand = [28];
    runProcedure(s, { proc: 'warSegment', next: 1 });
    expect(choices(s, 'hapsburg')).toContainEqual({ type: 'declareWar', target: 'england' });
    act(s, 'hapsburg', { type: 'declareWar', target: 'england' });
    expect(s.diplomacy.wars).toContain('england|hapsburg');
    expect(s.diplomacy.catherineOfAragonUsed).toBe(true);
    expect(dowCost(s, 'hapsburg', 'england')).toBe(3);
  });
});

describe('9.6 restrictions at all times', () => {
  it('bars Hungary-Bohemia, Scotland for the Ottoman, Papacy and Protestant, Venice for England', () => {
    const s = turn2();
    s.eventsResolved.push(SCHMALKALDIC_LEAGUE);
    for (const p of ['ottoman', 'hapsburg', 'england', 'france', 'papacy', 'protestant'] as const) expect(dowBarredAlways(s, p, 'hungary')).not.toBeNull();
    for (const p of ['ottoman', 'papacy', 'protestant'] as const) expect(dowBarredAlways(s, p, 'scotland')).not.toBeNull();
    expect(dowBarredAlways(s, 'england', 'scotland')).toBeNull();
    expect(dowBarredAlways(s, 'england', 'venice')).not.toBeNull();
    expect(dowBarredAlways(s, 'ottoman', 'venice')).toBeNull();
  });

  it('bars a power already at war, an ally, and an active minor (war goes to its major)', () => {
    const s = turn2();
    expect(dowBarredAlways(s, 'hapsburg', 'france')).toBe('atWar');
    s.diplomacy.alliances = ['england|ottoman'];
    expect(dowBarredAlways(s, 'ottoman', 'england')).toBe('ally');
    s.diplomacy.minorAllies.genoa = 'france';
    expect(dowBarredAlways(s, 'ottoman', 'genoa')).toBe('activeMinor');
    expect(dowBarredAlways(s, 'england', 'genoa')).toBe('activeMinor');
  });

  it('nobody declares on the Protestant, and the Protestant on nobody, before the Schmalkaldic League', () => {
    const s = turn2();
    expect(dowBarredAlways(s, 'ottoman', 'protestant')).toBe('beforeSchmalkaldic');
    expect(dowBarredAlways(s, 'protestant', 'england')).toBe('beforeSchmalkaldic');
    s.eventsResolved.push(SCHMALKALDIC_LEAGUE);
    expect(dowBarredAlways(s, 'ottoman', 'protestant')).toBeNull();
    expect(dowBarredAlways(s, 'protestant', 'england')).toBeNull();
    // The Hapsburg and Papal wars on the Protestant come only from the League itself.
    expect(dowBarredAlways(s, 'hapsburg', 'protestant')).not.toBeNull();
  });

  it('France may declare war on Scotland and the Papacy on Venice: a power is not "allied" to itself here (9.6)', () => {
    const s = turn2();
    expect(dowBarredAlways(s, 'france', 'scotland')).toBeNull();
    expect(dowBarredInDiplomacy(s, 'france', 'scotland', NO_RECORD)).toBeNull();
    expect(dowBarredInDiplomacy(s, 'papacy', 'venice', NO_RECORD)).toBeNull();
    expect(dowCost(s, 'papacy', 'venice')).toBe(2);
  });

  it('bars Scotland to a power allied to France', () => {
    const s = turn2();
    s.diplomacy.alliances = ['england|france'];
    expect(dowBarredAlways(s, 'england', 'scotland')).toBe('alliedToFrance');
  });
});

describe('9.6 restrictions during the Diplomacy Phase', () => {
  it('no DOW on a power made peace or allied with this phase; Scotland and Venice after peace with their ally', () => {
    const s = turn2();
    expect(dowBarredInDiplomacy(s, 'england', 'ottoman', { peaceMade: ['england|ottoman'], alliancesMade: [] })).toBe('peaceThisPhase');
    expect(dowBarredInDiplomacy(s, 'england', 'ottoman', { peaceMade: [], alliancesMade: ['england|ottoman'] })).toBe('allianceThisPhase');
    expect(dowBarredInDiplomacy(s, 'england', 'scotland', { peaceMade: ['england|france'], alliancesMade: [] })).toBe('peaceWithFrance');
    expect(dowBarredInDiplomacy(s, 'ottoman', 'venice', { peaceMade: ['ottoman|papacy'], alliancesMade: [] })).toBe('peaceWithPapacy');
    s.diplomacy.alliances = ['france|papacy'];
    expect(dowBarredInDiplomacy(s, 'france', 'venice', NO_RECORD)).toBe('alliedToPapacy');
    expect(dowBarredInDiplomacy(s, 'ottoman', 'venice', NO_RECORD)).toBeNull();
  });

  it('7: no declarations on turn 1; the War Segment happens from turn 2, also on the last turn', () => {
    const s = turn2();
    expect(segmentHappens(s, 'war')).toBe(true);
    s.turn = 1;
    expect(segmentHappens(s, 'war')).toBe(false);
    expect(segmentHappens(s, 'peace')).toBe(false);
    expect(segmentHappens(s, 'negotiation')).toBe(true);
    s.turn = 9;
    expect(segmentHappens(s, 'war')).toBe(true);
    // 9.3: the Peace Segment is skipped on the last turn.
    expect(segmentHappens(s, 'peace')).toBe(false);
  });

  it('offers only what the hand can pay with cards other than Mandatory Events (A11)', () => {
    const s = turn2();
    s.powers.ottoman.hand = [10];
    expect(dowTargets(s, 'ottoman')).toEqual([]);
    s.powers.ottoman.hand = [10, 25];
    expect(dowTargets(s, 'ottoman')).toEqual(['genoa', 'venice']);
    s.powers.ottoman.hand = [10, 31];
    expect(dowTargets(s, 'ottoman')).toEqual(['hapsburg', 'england', 'france', 'papacy', 'genoa', 'venice']);
    expect(dowTargets(s, 'ottoman', { ottoman: 1 })).toEqual(['genoa', 'venice']);
  });
});

describe('9.6 steps 4-6: DOW on Scotland, French intervention, payment', () => {
  function scotlandWar(): HisState {
    const s = turn2();
    s.powers.england.hand = [25, 33];
    s.powers.france.hand = [4, 10];
    s.powers.hapsburg.hand = [28];
    // English and French units side by side in a French space, no war between them yet.
    place(s, 'boulogne', 'england', { regular: 1 });
    place(s, 'boulogne', 'france', { regular: 2 });
    place(s, 'edinburgh', 'scotland', { regular: 3 });
    runProcedure(s, { proc: 'warSegment' });
    return s;
  }

  it('asks a power with cards whether or not its hand can pay (by rule: being asked shows no card); it may only answer done', () => {
    const s = turn2();
    const mandatory = CARD_IDS.find((c) => CARDS[c].type === 'mandatory')!;
    s.powers.ottoman.hand = [mandatory];
    runProcedure(s, { proc: 'warSegment' });
    expect(asks(s).map((a) => a.power)).toEqual(['ottoman']);
    expect(choices(s, 'ottoman')).toEqual([{ type: 'done' }]);
  });

  it('runs power by power in impulse order; France may intervene for 2 CP and Scotland becomes its ally', () => {
    const s = scotlandWar();
    // Ottoman and Papacy and Protestant have no cards: only the Hapsburgs are asked before England.
    expect(asks(s).map((a) => a.power)).toEqual(['hapsburg']);
    act(s, 'hapsburg', { type: 'done' });
    expect(choices(s, 'england')).toEqual([
      { type: 'declareWar', target: 'ottoman' },
      { type: 'declareWar', target: 'genoa' },
      { type: 'declareWar', target: 'scotland' },
      { type: 'done' },
    ]);
    act(s, 'england', { type: 'declareWar', target: 'scotland' });
    expect(s.diplomacy.wars).toContain('england|scotland');
    expect(choices(s, 'france')).toEqual([{ type: 'intervene' }, { type: 'decline' }]);
    const englandVp = s.powers.england.bonusVp;
    act(s, 'france', { type: 'intervene' });

    // 22.2: Scotland is a French ally; its spaces carry French markers; its war column is cleared.
    expect(s.diplomacy.minorAllies.scotland).toBe('france');
    expect(s.spaces.edinburgh.control).toBe('france');
    expect(s.spaces.stirling.control).toBe('france');
    expect(s.diplomacy.wars).not.toContain('england|scotland');
    // France is at war with England; the Phony War marker costs England 1 VP.
    expect(s.diplomacy.wars).toContain('england|france');
    expect(s.powers.england.bonusVp).toBe(englandVp - 1);
    expect(s.diplomacy.phonyWars).toEqual([{ declarer: 'england', minor: 'scotland', intervener: 'france' }]);
    // The English unit in French Boulogne is displaced (England picks among equidistant spaces); the French stay.
    const displacement = asks(s)[0]!;
    expect(displacement).toMatchObject({ power: 'england', key: 'his.prompt.displacement' });
    act(s, 'england', displacement.actions[0]!);
    expect(s.spaces.boulogne.units.england).toBeUndefined();
    expect(s.spaces.boulogne.units.france!.regular).toBe(2);

    // England goes on (nothing left it can afford), then France (nothing), then payment.
    expect(choices(s, 'england')).toEqual([{ type: 'declareWar', target: 'genoa' }, { type: 'done' }]);
    act(s, 'england', { type: 'done' });
    // France has 3 CP left after its 2 CP intervention: Ottoman (2) and the minors (1) are open to it.
    expect(choices(s, 'france')).toEqual([
      { type: 'declareWar', target: 'ottoman' },
      { type: 'declareWar', target: 'genoa' },
      { type: 'declareWar', target: 'venice' },
      { type: 'done' },
    ]);
    act(s, 'france', { type: 'done' });
    // England pays 1 CP, France 2 CP; Mandatory Events may not pay.
    expect(choices(s, 'england')).toEqual([
      { type: 'payWith', card: 25 },
      { type: 'payWith', card: 33 },
    ]);
    act(s, 'england', { type: 'payWith', card: 25 });
    expect(choices(s, 'france')).toEqual([{ type: 'payWith', card: 4 }]);
    act(s, 'france', { type: 'payWith', card: 4 });
    expect(s.powers.england.hand).toEqual([33]);
    expect(s.discard).toContain(25);
    // A Home card goes to its power card (6.1).
    expect(s.powers.france.homeCardUsed).toEqual([4]);
    expect(s.powers.france.hand).toEqual([10]);
    expect(s.stack).toEqual([]);
  });

  it('the payer is asked from public facts: a hand that cannot pay only says so, and the shortfall is logged (9.6)', () => {
    const s = startingState('1517');
    const mandatory = CARD_IDS.filter((c) => CARDS[c].type === 'mandatory').slice(0, 2);
    s.powers.england.hand = [...mandatory];
    s.powers.france.hand = [25];
    runProcedure(s, { proc: 'dowPayment', owed: { england: 2, france: 1 }, paid: {} });
    // England owes first: asked, though no card of its hand may pay (which the table must not learn by a skip).
    expect(choices(s, 'england')).toEqual([{ type: 'cannotPay' }]);
    act(s, 'england', { type: 'cannotPay' });
    expect(choices(s, 'france')).toEqual([{ type: 'payWith', card: 25 }]);
    act(s, 'france', { type: 'payWith', card: 25 });
    expect(s.powers.england.hand).toEqual(mandatory);
    expect(s.log.filter((e) => e.key === 'his.log.dowUnpaid').map((e) => e.params)).toEqual([{ power: 'england', cp: 2 }]);
  });

  it('a refused intervention leaves Scotland inactive and at war with the declarer', () => {
    const s = scotlandWar();
    act(s, 'hapsburg', { type: 'done' });
    act(s, 'england', { type: 'declareWar', target: 'scotland' });
    act(s, 'france', { type: 'decline' });
    expect(s.diplomacy.minorAllies.scotland).toBeNull();
    expect(s.diplomacy.wars).toContain('england|scotland');
    expect(s.diplomacy.wars).not.toContain('england|france');
    expect(s.diplomacy.phonyWars).toEqual([]);
  });

  it('France cannot intervene when its hand cannot pay 2 CP', () => {
    const s = turn2();
    s.powers.england.hand = [25];
    s.powers.france.hand = [33];
    runProcedure(s, { proc: 'warSegment', next: 2 });
    act(s, 'england', { type: 'declareWar', target: 'scotland' });
    expect(s.diplomacy.minorAllies.scotland).toBeNull();
    expect(asks(s)[0]!.key).toBe('his.prompt.declareWar');
    expect(choices(s, 'france')).not.toContainEqual({ type: 'intervene' });
  });

  it('the Papacy intervenes for Venice the same way', () => {
    const s = turn2();
    setControl(s, 'venice', 'venice');
    s.powers.ottoman.hand = [25];
    s.powers.papacy.hand = [5];
    runProcedure(s, { proc: 'warSegment' });
    act(s, 'ottoman', { type: 'declareWar', target: 'venice' });
    act(s, 'papacy', { type: 'intervene' });
    expect(s.diplomacy.minorAllies.venice).toBe('papacy');
    expect(s.diplomacy.wars).toContain('ottoman|papacy');
    expect(s.spaces.venice.control).toBe('papacy');
  });
});
