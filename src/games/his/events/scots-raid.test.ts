// Card 97 Scots Raid (6.1, 12.5, 15.1 exception).
import { describe, expect, it } from 'vitest';
import type { MajorPower } from '../data/powers.ts';
import { MAJOR_POWERS } from '../data/powers.ts';
import { advance } from '../flow/kernel.ts';
import { act, choices, clearMap, declareWar, loadDice, place, setControl, setSpending, stackWithBudgets, startingState } from '../testing/position.ts';
import type { HisState } from '../state.ts';
import { SCOTS_RAID_ACTIONS } from './scots-raid.ts';

/**
 * Scotland is France's ally, France and England at war. English regulars hold Stirling; a
 * French army of 4 with a Scot stands in Edinburgh, 4 French regulars in French Berwick, and
 * Montmorency with 2 regulars in Paris. York (English key) is empty.
 */
function border(allied = true): HisState {
  const s = clearMap(startingState('1517', 'scots-raid'));
  for (const p of MAJOR_POWERS) s.powers[p].hand = [];
  s.diplomacy.wars = [];
  s.diplomacy.alliances = [];
  s.diplomacy.minorAllies.scotland = allied ? 'france' : null;
  declareWar(s, 'france', 'england');
  s.impulse = 5;
  setControl(s, 'stirling', 'england');
  place(s, 'stirling', 'england', { regular: 2 });
  place(s, 'edinburgh', 'france', { regular: 4 });
  place(s, 'edinburgh', 'scotland', { regular: 1 });
  setControl(s, 'berwick', 'france');
  place(s, 'berwick', 'france', { regular: 4 });
  place(s, 'paris', 'france', { regular: 2, leaders: ['montmorency'] });
  return s;
}

/** `power` plays Scots Raid (drawn this turn) in its impulse. */
function play(s: HisState, power: MajorPower): HisState {
  s.deck = s.deck.filter((c) => c !== 97);
  s.discard = s.discard.filter((c) => c !== 97);
  s.powers[power].hand.push(97);
  s.stack = [{ proc: 'actionPhase', next: 0, consecutivePasses: 0, calling: 'impulse' }, { proc: 'impulse', power }];
  advance(s);
  act(s, power, { type: 'play', card: 97, as: 'event' });
  // 12.5: England picks where its displaced regulars go (several spaces at the same distance).
  if (choices(s, 'england').length > 0) act(s, 'england', { type: 'space', space: 'london' });
  return s;
}

/** Answer the formation prompts of a move, taking every unit. */
function pickAll(s: HisState): void {
  for (;;) {
    const options = choices(s, 'france');
    if (!options.some((a) => a.type === 'units' || a.type === 'leader' || a.type === 'done')) return;
    const units = options.filter((a) => a.type === 'units').sort((a, b) => (b.count as number) - (a.count as number));
    act(s, 'france', units[0] ?? options[0]!);
  }
}

const actionIds = (s: HisState, p: MajorPower) => choices(s, p).filter((a) => a.type === 'action').map((a) => a.action as string);
const spaces = (s: HisState, p: MajorPower) => choices(s, p).filter((a) => a.type === 'space').map((a) => a.space as string);

describe('card 97 Scots Raid', () => {
  it('does nothing without the Scottish alliance: only the playing power\'s 2 CP, unlimited', () => {
    const s = play(border(false), 'hapsburg');
    expect(s.spaces.stirling.control).toBe('england');
    expect(stackWithBudgets(s).at(-1)).toEqual({ proc: 'spendCp', power: 'hapsburg', cp: 2 });
    expect(s.log.some((e) => e.key === 'his.log.scotsRaidNoEffect')).toBe(true);
    expect(s.removed).toContain(97);
  });

  it('Stirling becomes French and its English units are displaced (12.5); no leader sent: 6 limited CP, then the player\'s 2', () => {
    const s = play(border(), 'hapsburg');
    expect(s.spaces.stirling.control).toBe('france');
    expect(s.spaces.stirling.units.england).toBeUndefined();
    expect(s.spaces.london.units.england?.regular).toBe(2);
    // France decides whether to send a leader: Montmorency (in Paris) or not.
    expect(choices(s, 'france')).toEqual([{ type: 'leader', leader: 'montmorency' }, { type: 'skip' }]);
    act(s, 'france', { type: 'skip' });
    expect(stackWithBudgets(s).at(-1)).toMatchObject({ proc: 'spendCp', power: 'france', cp: 6 });
    const offered = actionIds(s, 'france');
    expect(offered.length).toBeGreaterThan(0);
    for (const id of offered) expect(SCOTS_RAID_ACTIONS).toContain(id);
    // The card's CP are spent first; the playing power's 2 CP wait below.
    act(s, 'france', { type: 'endImpulse' });
    advance(s);
    expect(stackWithBudgets(s).at(-1)).toEqual({ proc: 'spendCp', power: 'hapsburg', cp: 2 });
    expect(s.removed).toContain(97);
  });

  it('sending a French army leader to a Scottish home space leaves 3 CP', () => {
    const s = play(border(), 'france');
    act(s, 'france', { type: 'leader', leader: 'montmorency' });
    // Edinburgh (Scottish ally) and Stirling (French now); Glasgow too.
    expect(spaces(s, 'france')).toEqual(['edinburgh', 'glasgow', 'stirling']);
    act(s, 'france', { type: 'space', space: 'glasgow' });
    expect(s.spaces.glasgow.units.france?.leaders).toEqual(['montmorency']);
    expect(s.spaces.paris.units.france?.leaders).toEqual([]);
    expect(stackWithBudgets(s).at(-1)).toMatchObject({ proc: 'spendCp', power: 'france', cp: 3 });
    // Below it, France's own 2 mandatory CP.
    expect(stackWithBudgets(s).filter((f) => f.proc === 'spendCp').at(-2)).toEqual({ proc: 'spendCp', power: 'france', cp: 2 });
  });

  it('moves only from and to the card\'s spaces; builds only in its friendly spaces', () => {
    const s = play(border(), 'hapsburg');
    act(s, 'france', { type: 'skip' });
    act(s, 'france', { type: 'action', action: 'move' });
    // Paris has French units too, but it is outside the raid.
    expect(spaces(s, 'france')).toEqual(['berwick', 'edinburgh']);
    act(s, 'france', { type: 'space', space: 'berwick' });
    pickAll(s);
    expect(spaces(s, 'france')).toEqual(['carlisle', 'edinburgh', 'york']);
    act(s, 'france', { type: 'space', space: 'carlisle' });
    while (s.stack.at(-1)?.proc !== 'spendCp' && choices(s, 'france').length > 0) act(s, 'france', choices(s, 'france')[0]!);
    advance(s);
    expect(stackWithBudgets(s).at(-1)).toMatchObject({ proc: 'spendCp', power: 'france', cp: 5 });
    act(s, 'france', { type: 'action', action: 'buyMercenary' });
    // Friendly spaces of the raid: Edinburgh and Glasgow (Scotland's), Stirling and Berwick (French); no French home space.
    expect(spaces(s, 'france')).toEqual(['berwick', 'edinburgh', 'glasgow', 'stirling']);
  });

  it('builds a Scottish squadron only in a Scottish port (22.3), not in a French one', () => {
    const s = play(border(), 'hapsburg');
    act(s, 'france', { type: 'skip' });
    act(s, 'france', { type: 'action', action: 'buildSquadron' });
    const sites = choices(s, 'france').map((a) => a.space as string);
    expect(sites.length).toBeGreaterThan(0);
    for (const site of sites) expect(['edinburgh', 'glasgow']).toContain(site);
  });

  it('controls only inside the raid', () => {
    const s = border();
    // Outside the raid: French units next to independent, unfortified spaces.
    place(s, 'calais', 'france', { regular: 1 });
    setControl(s, 'calais', 'france');
    play(s, 'hapsburg');
    act(s, 'france', { type: 'skip' });
    act(s, 'france', { type: 'action', action: 'controlUnfortified' });
    // Carlisle (next to French Berwick) is offered; nothing outside the border area is.
    const targets = choices(s, 'france').map((a) => a.space as string);
    expect(targets).toContain('carlisle');
    for (const t of targets) expect(['edinburgh', 'glasgow', 'stirling', 'berwick', 'carlisle', 'york']).toContain(t);
  });

  it('may assault a space besieged this impulse (15.1 exception), which the ordinary CP may not', () => {
    const s = play(border(), 'hapsburg');
    act(s, 'france', { type: 'skip' });
    act(s, 'france', { type: 'action', action: 'move' });
    act(s, 'france', { type: 'space', space: 'berwick' });
    pickAll(s);
    act(s, 'france', { type: 'space', space: 'york' });
    while (s.stack.at(-1)?.proc !== 'spendCp' && choices(s, 'france').length > 0) act(s, 'france', choices(s, 'france')[0]!);
    advance(s);
    expect(s.spaces.york.siege).toEqual({ besieger: 'france', since: 5 });
    expect(actionIds(s, 'france')).toContain('assault');
    // The same position with ordinary CP: the siege is too recent.
    const plain: HisState = structuredClone(s);
    setSpending(plain, 'france', 5);
    expect(actionIds(plain, 'france')).not.toContain('assault');
    act(s, 'france', { type: 'action', action: 'assault' });
    expect(spaces(s, 'france')).toEqual(['york']);
    loadDice(s, Array<number>(20).fill(6));
    act(s, 'france', { type: 'space', space: 'york' });
    while (s.stack.at(-1)?.proc !== 'spendCp' && choices(s, 'france').length > 0) act(s, 'france', choices(s, 'france')[0]!);
    advance(s);
    expect(s.spaces.york.control).toBe('france');
  });
});
