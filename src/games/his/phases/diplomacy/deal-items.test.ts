// 9.1, 9.2: each restriction on the binding items of an agreement, checked where the
// declarer composes it (what the Negotiation Segment offers as legal actions) and, for
// the effects, through the public contract.
import { describe, expect, it } from 'vitest';
import { MAJOR_POWERS } from '../../data/powers.ts';
import type { MajorPower } from '../../data/powers.ts';
import { advance } from '../../flow/kernel.ts';
import type { HisAction } from '../../flow/frames.ts';
import { hereIStand as his } from '../../module.ts';
import type { HisState } from '../../state.ts';
import { clearMap, endTalk, place, startingState } from '../../testing/position.ts';
import type { DealItem } from './deal-items.ts';
import { addableItems, itemProblem } from './deal-items.ts';
import { loseNavalUnits } from '../../naval/losses.ts';

function position(turn = 3): HisState {
  const s = clearMap(startingState('1517'));
  s.turn = turn;
  s.phase = 'diplomacy';
  s.diplomacy.wars = [];
  for (const p of MAJOR_POWERS) s.powers[p].hand = [];
  return s;
}

const later = (p: MajorPower) => MAJOR_POWERS.slice(MAJOR_POWERS.indexOf(p) + 1);

/** Why `item` may not follow `before` in a declaration of `by` (null: it may). */
function problem(s: HisState, by: MajorPower, item: DealItem, before: DealItem[] = [], gifts = [] as { kind: 'cards' | 'mercenaries'; from: MajorPower; to: MajorPower; n: number }[]): string | null {
  return itemProblem(s, { gifts }, by, later(by), before, item);
}

describe('9.1 ending a war (white peace)', () => {
  it('only a war the two are fighting, never the Schmalkaldic League wars of the Protestant', () => {
    const s = position();
    expect(problem(s, 'hapsburg', { kind: 'peace', from: 'hapsburg', to: 'france' })).toBe('notAtWar');
    s.diplomacy.wars = ['france|hapsburg', 'hapsburg|protestant', 'papacy|protestant'];
    expect(problem(s, 'hapsburg', { kind: 'peace', from: 'hapsburg', to: 'france' })).toBeNull();
    expect(problem(s, 'hapsburg', { kind: 'peace', from: 'hapsburg', to: 'protestant' })).toBe('leagueWar');
    expect(problem(s, 'papacy', { kind: 'peace', from: 'papacy', to: 'protestant' })).toBe('leagueWar');
  });
});

describe('9.2 alliances', () => {
  it('not while at war, unless the same agreement ends that war', () => {
    const s = position();
    s.diplomacy.wars = ['france|hapsburg'];
    const alliance: DealItem = { kind: 'alliance', from: 'hapsburg', to: 'france' };
    expect(problem(s, 'hapsburg', alliance)).toBe('atWar');
    expect(problem(s, 'hapsburg', alliance, [{ kind: 'peace', from: 'hapsburg', to: 'france' }])).toBeNull();
  });

  it('never the Papacy and the Ottoman; not the Papacy and the Hapsburgs after the divorce this turn', () => {
    const s = position();
    expect(problem(s, 'ottoman', { kind: 'alliance', from: 'ottoman', to: 'papacy' })).toBe('papacyOttoman');
    expect(problem(s, 'hapsburg', { kind: 'alliance', from: 'hapsburg', to: 'papacy' })).toBeNull();
    s.england.divorceTurn = s.turn;
    expect(problem(s, 'hapsburg', { kind: 'alliance', from: 'hapsburg', to: 'papacy' })).toBe('divorce');
  });

  it('only the declarer with powers later in impulse order', () => {
    const s = position();
    expect(problem(s, 'france', { kind: 'alliance', from: 'france', to: 'hapsburg' })).toBe('parties');
    expect(problem(s, 'hapsburg', { kind: 'alliance', from: 'france', to: 'papacy' })).toBe('parties');
  });
});

describe('9.2 squadron loans', () => {
  const alliance: DealItem = { kind: 'alliance', from: 'hapsburg', to: 'france' };
  const loan = (over: Partial<Extract<DealItem, { kind: 'loan' }>> = {}): DealItem => ({
    kind: 'loan', from: 'france', to: 'hapsburg', port: 'marseille', squadrons: 1, leaders: [], dest: 'barcelona', ...over,
  });

  it('announced with the alliance, to the nearest port of the receiver by sea, as many squadrons as are there', () => {
    const s = position();
    place(s, 'marseille', 'france', { squadron: 2 });
    expect(problem(s, 'hapsburg', loan())).toBe('noAlliance');
    expect(problem(s, 'hapsburg', loan(), [alliance])).toBeNull();
    expect(problem(s, 'hapsburg', loan({ squadrons: 3 }), [alliance])).toBe('noSquadrons');
    expect(problem(s, 'hapsburg', loan({ dest: 'naples' }), [alliance])).toBe('destination');
  });

  it('never corsairs, never to the Protestant, one direction a turn', () => {
    const s = position();
    place(s, 'algiers', 'ottoman', { corsair: 2 });
    s.spaces.algiers.control = 'ottoman';
    const ottomanItems = addableItems(s, { gifts: [] }, 'ottoman', later('ottoman'), [{ kind: 'alliance', from: 'ottoman', to: 'france' }]);
    expect(ottomanItems.filter((i) => i.kind === 'loan')).toEqual([]);
    place(s, 'london', 'england', { squadron: 1 });
    expect(problem(s, 'england', { kind: 'loan', from: 'england', to: 'protestant', port: 'london', squadrons: 1, leaders: [], dest: 'london' }, [{ kind: 'alliance', from: 'england', to: 'protestant' }])).toBe(
      'protestantNavy',
    );
    s.diplomacy.loans = [{ owner: 'hapsburg', holder: 'france', squadrons: 1, leaders: [] }];
    place(s, 'marseille', 'france', { squadron: 1 });
    expect(problem(s, 'hapsburg', loan(), [alliance])).toBe('otherDirection');
  });

  it('not without a path of sea zones to a port of the receiver (never through a port such as Gibraltar)', () => {
    const s = position();
    place(s, 'marseille', 'france', { squadron: 1 });
    place(s, 'brest', 'france', { squadron: 1 });
    const loans = () =>
      addableItems(s, { gifts: [] }, 'england', later('england'), [{ kind: 'alliance', from: 'england', to: 'france' }]).filter((i) => i.kind === 'loan');
    // From the Mediterranean the only way out to English waters is past Gibraltar: no loan from Marseille.
    expect(loans().some((i) => i.kind === 'loan' && i.port === 'marseille')).toBe(false);
    expect(loans().some((i) => i.kind === 'loan' && i.port === 'brest')).toBe(true);
  });
});

describe('9.1 captured leaders, cessions', () => {
  it('a captured army leader may be returned to his power', () => {
    const s = position();
    s.powers.hapsburg.captives = ['montmorency'];
    expect(problem(s, 'hapsburg', { kind: 'leader', from: 'hapsburg', to: 'france', leader: 'montmorency' })).toBeNull();
    expect(problem(s, 'hapsburg', { kind: 'leader', from: 'hapsburg', to: 'england', leader: 'montmorency' })).toBe('notCaptive');
  });

  it('cases (a), (b), (c); never your own capital, another power\'s capital yes', () => {
    const s = position();
    const cede = (from: MajorPower, to: MajorPower, space: string): DealItem => ({ kind: 'cede', from, to, space: space as never });
    // (a) a home space of the giver or of the receiver.
    expect(problem(s, 'hapsburg', cede('hapsburg', 'france', 'besancon'))).toBeNull();
    s.spaces.dijon.control = 'hapsburg';
    expect(problem(s, 'hapsburg', cede('hapsburg', 'france', 'dijon'))).toBeNull();
    // Neither's home, nor independent, nor a minor's: no (a French space held by the Hapsburgs to England).
    expect(problem(s, 'hapsburg', cede('hapsburg', 'england', 'dijon'))).toBe('notCedable');
    // (b) printed independent.
    s.spaces.metz.control = 'hapsburg';
    expect(problem(s, 'hapsburg', cede('hapsburg', 'england', 'metz'))).toBeNull();
    // (c) a minor's home space to its major ally only.
    s.spaces.genoa.control = 'hapsburg';
    expect(problem(s, 'hapsburg', cede('hapsburg', 'france', 'genoa'))).toBe('notCedable');
    s.diplomacy.minorAllies.genoa = 'france';
    expect(problem(s, 'hapsburg', cede('hapsburg', 'france', 'genoa'))).toBeNull();
    // Never your own capital; another power's capital you hold, yes.
    expect(problem(s, 'hapsburg', cede('hapsburg', 'france', 'vienna'))).toBe('notCedable');
    s.spaces.paris.control = 'hapsburg';
    expect(problem(s, 'hapsburg', cede('hapsburg', 'france', 'paris'))).toBeNull();
    // Only what the giver controls.
    expect(problem(s, 'hapsburg', cede('france', 'hapsburg', 'lyon'))).toBeNull();
    expect(problem(s, 'hapsburg', cede('hapsburg', 'france', 'lyon'))).toBe('notControlled');
  });
});

describe('9.1 card draws and mercenaries', () => {
  it('up to two random card draws, home cards ignored, one direction a turn', () => {
    const s = position();
    s.powers.hapsburg.hand = [2, 12]; // card 2 is a Hapsburg Home card
    const cards = (from: MajorPower, to: MajorPower, n: number): DealItem => ({ kind: 'cards', from, to, n });
    expect(problem(s, 'hapsburg', cards('hapsburg', 'papacy', 1))).toBeNull();
    expect(problem(s, 'hapsburg', cards('hapsburg', 'papacy', 2))).toBe('noCards');
    s.powers.hapsburg.hand = [2, 12, 55, 60];
    expect(problem(s, 'hapsburg', cards('hapsburg', 'papacy', 2))).toBeNull();
    expect(problem(s, 'hapsburg', cards('hapsburg', 'papacy', 1), [], [{ kind: 'cards', from: 'hapsburg', to: 'papacy', n: 2 }])).toBe('tooMany');
    s.powers.papacy.hand = [55];
    expect(problem(s, 'hapsburg', cards('papacy', 'hapsburg', 1), [cards('hapsburg', 'papacy', 1)])).toBe('otherDirection');
  });

  it('up to four mercenaries, never to the Ottoman, into a controlled capital or a Protestant electorate', () => {
    const s = position();
    place(s, 'vienna', 'hapsburg', { mercenary: 5 });
    const mercs = (to: MajorPower, n: number): DealItem => ({ kind: 'mercenaries', from: 'hapsburg', to, n });
    expect(problem(s, 'ottoman', { kind: 'mercenaries', from: 'hapsburg', to: 'ottoman', n: 1 })).toBe('ottomanMercenaries');
    expect(problem(s, 'hapsburg', mercs('england', 4))).toBeNull();
    expect(problem(s, 'hapsburg', mercs('england', 1), [], [{ kind: 'mercenaries', from: 'hapsburg', to: 'england', n: 4 }])).toBe('tooMany');
    s.spaces.london.control = 'france';
    expect(problem(s, 'hapsburg', mercs('england', 1))).toBe('noSite');
    expect(problem(s, 'hapsburg', mercs('protestant', 2))).toBe('noSite');
    s.spaces.wittenberg.control = 'protestant';
    expect(problem(s, 'hapsburg', mercs('protestant', 2))).toBeNull();
  });
});

describe('9.1 the divorce and rescinding excommunication, through the public contract', () => {
  it('the Papacy grants the divorce to England: Anne Boleyn, the Pregnancy Chart roll; no Papal-Hapsburg alliance this turn', () => {
    let s = position();
    s.tracks.maritalStatus = 'askForDivorce';
    s.stack = [{ proc: 'diplomacy' }];
    advance(s);
    endTalk(s);
    for (const p of ['ottoman', 'hapsburg'] as const) s = his.apply(s, p, { type: 'doneDeclaring' });
    s = his.apply(s, 'england', { type: 'newDeclaration' });
    s = his.apply(s, 'england', { type: 'addItem', item: { kind: 'divorce', from: 'papacy', to: 'england' } } as HisAction);
    s = his.apply(s, 'england', { type: 'declare' });
    s = his.apply(s, 'england', { type: 'doneDeclaring' });
    s = his.apply(s, 'france', { type: 'doneDeclaring' });
    s = his.apply(s, 'papacy', { type: 'confirm', declaration: 1 });
    expect(s.tracks.maritalStatus).toBe('anneBoleyn');
    expect(s.log.some((e) => e.key === 'his.log.pregnancy' && e.params.wife === 'anneBoleyn')).toBe(true);
    expect(problem(s, 'hapsburg', { kind: 'alliance', from: 'hapsburg', to: 'papacy' })).toBe('divorce');
  });

  it('the Papacy rescinds an excommunication: the "-1 Card" marker goes', () => {
    let s = position();
    s.religion.excommunicatedPowers = ['france'];
    s.stack = [{ proc: 'diplomacy' }];
    advance(s);
    endTalk(s);
    for (const p of ['ottoman', 'hapsburg', 'england'] as const) s = his.apply(s, p, { type: 'doneDeclaring' });
    s = his.apply(s, 'france', { type: 'newDeclaration' });
    s = his.apply(s, 'france', { type: 'addItem', item: { kind: 'rescind', from: 'papacy', to: 'france' } } as HisAction);
    s = his.apply(s, 'france', { type: 'declare' });
    s = his.apply(s, 'france', { type: 'doneDeclaring' });
    s = his.apply(s, 'papacy', { type: 'confirm', declaration: 1 });
    expect(s.religion.excommunicatedPowers).toEqual([]);
  });
});

describe('9.1 declarations', () => {
  it('a white peace ends the war without War Winner VP', () => {
    let s = position();
    s.diplomacy.wars = ['france|hapsburg'];
    const vp = s.powers.france.bonusVp + s.powers.hapsburg.bonusVp;
    s.stack = [{ proc: 'diplomacy' }];
    advance(s);
    endTalk(s);
    s = his.apply(s, 'ottoman', { type: 'doneDeclaring' });
    s = his.apply(s, 'hapsburg', { type: 'newDeclaration' });
    s = his.apply(s, 'hapsburg', { type: 'addItem', item: { kind: 'peace', from: 'hapsburg', to: 'france' } } as HisAction);
    s = his.apply(s, 'hapsburg', { type: 'declare' });
    s = his.apply(s, 'hapsburg', { type: 'doneDeclaring' });
    s = his.apply(s, 'england', { type: 'doneDeclaring' });
    s = his.apply(s, 'france', { type: 'confirm', declaration: 1 });
    expect(s.diplomacy.wars).toEqual([]);
    expect(s.powers.france.bonusVp + s.powers.hapsburg.bonusVp).toBe(vp);
  });

  it('a declaration refused in part takes no effect at all', () => {
    let s = position();
    place(s, 'marseille', 'france', { squadron: 1 });
    s.powers.hapsburg.hand = [12];
    s.stack = [{ proc: 'diplomacy' }];
    advance(s);
    endTalk(s);
    // Taken once the phase has begun (it opens its record, Diplomacy.thisPhase).
    const before = JSON.stringify({ spaces: s.spaces, diplomacy: s.diplomacy, hands: MAJOR_POWERS.map((p) => s.powers[p].hand) });
    s = his.apply(s, 'ottoman', { type: 'doneDeclaring' });
    const items: DealItem[] = [
      { kind: 'alliance', from: 'hapsburg', to: 'france' },
      { kind: 'loan', from: 'france', to: 'hapsburg', port: 'marseille', squadrons: 1, leaders: [], dest: 'barcelona' },
      { kind: 'cede', from: 'hapsburg', to: 'france', space: 'besancon' },
      { kind: 'cards', from: 'hapsburg', to: 'papacy', n: 1 },
    ];
    s = his.apply(s, 'hapsburg', { type: 'newDeclaration' });
    for (const item of items) s = his.apply(s, 'hapsburg', { type: 'addItem', item } as HisAction);
    s = his.apply(s, 'hapsburg', { type: 'declare' });
    s = his.apply(s, 'hapsburg', { type: 'doneDeclaring' });
    s = his.apply(s, 'england', { type: 'doneDeclaring' });
    // France confirms all of it; the Papacy, also bound by it, refuses: none of it happens.
    s = his.apply(s, 'france', { type: 'confirm', declaration: 1 });
    s = his.apply(s, 'france', { type: 'doneDeclaring' });
    s = his.apply(s, 'papacy', { type: 'refuse', declaration: 1 });
    expect(JSON.stringify({ spaces: s.spaces, diplomacy: s.diplomacy, hands: MAJOR_POWERS.map((p) => s.powers[p].hand) })).toBe(before);
    expect(s.log.some((e) => e.key === 'his.log.dealRefused')).toBe(true);
  });

  it('7: on turn 1 England declares its deals with the Hapsburgs, then with France, each answered at once', () => {
    let s = position(1);
    s.stack = [{ proc: 'diplomacy' }];
    advance(s);
    endTalk(s);
    expect(his.pending(s)).toEqual([expect.objectContaining({ player: 'england', params: expect.objectContaining({ partners: ['hapsburg'], draft: [] }) })]);
    s = his.apply(s, 'england', { type: 'newDeclaration' });
    const items = his.legalActions(s, 'england').filter((a) => a.type === 'addItem').map((a) => a.item as DealItem);
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => [i.from, i.to].includes('hapsburg'))).toBe(true);
    s = his.apply(s, 'england', { type: 'addItem', item: { kind: 'alliance', from: 'england', to: 'hapsburg' } } as HisAction);
    s = his.apply(s, 'england', { type: 'declare' });
    expect(his.pending(s)[0]).toMatchObject({ player: 'hapsburg', key: 'his.prompt.negotiationConfirm' });
    s = his.apply(s, 'hapsburg', { type: 'confirm', declaration: 1 });
    expect(s.diplomacy.alliances).toEqual(['england|hapsburg']);
    s = his.apply(s, 'england', { type: 'doneDeclaring' });
    expect(his.pending(s)[0]).toMatchObject({ player: 'england', params: { partners: ['france'], draft: [] } });
    s = his.apply(s, 'england', { type: 'doneDeclaring' });
    // 7: the abbreviated phase ends with the negotiations.
    expect(s.stack).toEqual([]);
  });
});

describe('9.1 an agreement is declared once', () => {
  it('an item a power declared is not offered to it again in the same segment (no endless declarations)', () => {
    let s = position();
    place(s, 'vienna', 'hapsburg', { mercenary: 1, regular: 1 });
    place(s, 'prague', 'hapsburg', { mercenary: 2 });
    s.spaces.wittenberg.control = 'protestant';
    s.stack = [{ proc: 'diplomacy' }];
    advance(s);
    endTalk(s);
    s = his.apply(s, 'ottoman', { type: 'doneDeclaring' });
    const gift = { kind: 'mercenaries', from: 'hapsburg', to: 'protestant', n: 2 } as DealItem;
    const offered = (state: typeof s) => his.legalActions(state, 'hapsburg').filter((a) => a.type === 'addItem').map((a) => JSON.stringify(a.item));
    s = his.apply(s, 'hapsburg', { type: 'newDeclaration' });
    expect(offered(s)).toContain(JSON.stringify(gift));
    s = his.apply(s, 'hapsburg', { type: 'addItem', item: gift, declare: true } as HisAction);
    expect(s.log.at(-1)?.key).toBe('his.log.dealDeclared');
    s = his.apply(s, 'hapsburg', { type: 'newDeclaration' });
    expect(offered(s).length).toBeGreaterThan(0);
    expect(offered(s)).not.toContain(JSON.stringify(gift));
  });
});

describe('9.1 mercenaries change sides', () => {
  it('the giver removes them from the spaces it chooses; the Protestant places them in one electorate it controls', () => {
    let s = position();
    place(s, 'vienna', 'hapsburg', { mercenary: 1, regular: 1 });
    place(s, 'prague', 'hapsburg', { mercenary: 2 });
    s.spaces.wittenberg.control = 'protestant';
    s.spaces.mainz.control = 'protestant';
    s.stack = [{ proc: 'diplomacy' }];
    advance(s);
    endTalk(s);
    s = his.apply(s, 'ottoman', { type: 'doneDeclaring' });
    s = his.apply(s, 'hapsburg', { type: 'newDeclaration' });
    s = his.apply(s, 'hapsburg', { type: 'addItem', item: { kind: 'mercenaries', from: 'hapsburg', to: 'protestant', n: 2 } } as HisAction);
    s = his.apply(s, 'hapsburg', { type: 'declare' });
    s = his.apply(s, 'hapsburg', { type: 'doneDeclaring' });
    for (const p of ['england', 'france', 'papacy'] as const) s = his.apply(s, p, { type: 'doneDeclaring' });
    s = his.apply(s, 'protestant', { type: 'confirm', declaration: 1 });
    expect(his.pending(s)[0]).toMatchObject({ player: 'hapsburg', key: 'his.prompt.giveMercenary' });
    s = his.apply(s, 'hapsburg', { type: 'space', space: 'vienna' });
    // Only Prague has mercenaries left: the second comes from there without asking.
    expect(his.pending(s)[0]).toMatchObject({ player: 'protestant', key: 'his.prompt.placeMercenaries' });
    s = his.apply(s, 'protestant', { type: 'space', space: 'mainz' });
    expect(s.spaces.vienna.units.hapsburg?.mercenary).toBe(0);
    expect(s.spaces.prague.units.hapsburg?.mercenary).toBe(1);
    expect(s.spaces.mainz.units.protestant?.mercenary).toBe(2);
  });
});

describe('9.2 loaned squadrons lost', () => {
  it('count as the holder\'s own until it has fewer squadrons than it holds on loan; then the owner\'s counter is lost', () => {
    const s = position();
    place(s, 'naples', 'hapsburg', { squadron: 2 });
    s.diplomacy.loans = [{ owner: 'papacy', holder: 'hapsburg', squadrons: 1, leaders: [] }];
    loseNavalUnits(s, { space: 'naples' }, 'hapsburg', 'squadron', 1);
    expect(s.navalEliminated).toMatchObject({ hapsburg: 1 });
    expect(s.diplomacy.loans[0]!.squadrons).toBe(1);
    loseNavalUnits(s, { space: 'naples' }, 'hapsburg', 'squadron', 1);
    expect(s.navalEliminated).toMatchObject({ hapsburg: 1, papacy: 1 });
    expect(s.diplomacy.loans[0]!.squadrons).toBe(0);
  });
});
