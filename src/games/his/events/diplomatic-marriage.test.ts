// Card 73 Diplomatic Marriage, its Action Phase use (22.2, 22.4).
import { describe, expect, it } from 'vitest';
import { SPACES, SPACE_IDS } from '../data/map.ts';
import type { MajorPower, MinorPower } from '../data/powers.ts';
import { advance } from '../flow/kernel.ts';
import { act, choices, clearMap, place, runProcedure, startingState } from '../testing/position.ts';
import type { HisState } from '../state.ts';
import { EVENTS } from './registry.ts';

function fresh(): HisState {
  const s = clearMap(startingState('1517', 'marriage'));
  s.diplomacy.wars = [];
  for (const m of ['genoa', 'hungary', 'scotland', 'venice'] as MinorPower[]) {
    s.diplomacy.minorAllies[m] = null;
    for (const id of SPACE_IDS) if (SPACES[id].home === m) s.spaces[id].control = m;
  }
  return s;
}

function play(s: HisState, power: MajorPower): HisState {
  s.stack = [];
  EVENTS[73]!.play(s, power);
  advance(s);
  return s;
}

describe('card 73 Diplomatic Marriage (Action Phase)', () => {
  it('not for the Ottoman or the Protestant', () => {
    const s = fresh();
    expect(EVENTS[73]!.canPlay(s, 'ottoman')).toBe(false);
    expect(EVENTS[73]!.canPlay(s, 'protestant')).toBe(false);
  });

  it('activates a minor the power may activate (22.1 table)', () => {
    const s = play(fresh(), 'hapsburg');
    expect(choices(s, 'hapsburg')).toEqual([
      { type: 'activateMinor', minor: 'genoa', major: 'hapsburg' },
      { type: 'activateMinor', minor: 'hungary', major: 'hapsburg' },
      { type: 'activateMinor', minor: 'venice', major: 'hapsburg' },
    ]);
    act(s, 'hapsburg', { type: 'activateMinor', minor: 'hungary', major: 'hapsburg' });
    expect(s.diplomacy.minorAllies.hungary).toBe('hapsburg');
    expect(s.spaces.buda.control).toBe('hapsburg');
  });

  it('deactivates an active Genoa, Scotland or Venice (anyone\'s ally), never Hungary-Bohemia', () => {
    const s = fresh();
    s.diplomacy.minorAllies.hungary = 'hapsburg';
    s.diplomacy.minorAllies.scotland = 'france';
    play(s, 'england');
    // England may activate nothing else: Scotland is allied; it may free Scotland only.
    expect(s.diplomacy.minorAllies.scotland).toBeNull();
    expect(s.diplomacy.minorAllies.hungary).toBe('hapsburg');
  });
});

describe('card 73 Diplomatic Marriage when suing for peace (9.3 note 1)', () => {
  /** France sues the Hapsburgs, who hold Lyon, Dijon, Grenoble and Montmorency. */
  function suit(hand: number[]): HisState {
    const s = clearMap(startingState('1517', 'marriage-peace'));
    s.turn = 2;
    s.phase = 'diplomacy';
    s.diplomacy.wars = ['france|hapsburg'];
    s.powers.hapsburg.captives = ['montmorency'];
    for (const id of ['lyon', 'dijon', 'grenoble'] as const) s.spaces[id].control = 'hapsburg';
    place(s, 'paris', 'france', { regular: 4 });
    s.discard.push(...s.powers.france.hand.filter((c) => !hand.includes(c)));
    s.deck = s.deck.filter((c) => !hand.includes(c));
    s.discard = s.discard.filter((c) => !hand.includes(c));
    s.powers.france.hand = [...hand] as typeof s.powers.france.hand;
    s.stack = [{ proc: 'sueForPeace', loser: 'france', winner: 'hapsburg', step: 'keys', removed: 2, pending: [], closing: false }];
    advance(s);
    return s;
  }

  it('regains every key, leader and home space of steps 5-7 with nothing paid', () => {
    const s = suit([73, 50]);
    const vp = s.powers.hapsburg.bonusVp;
    expect(choices(s, 'france')[0]).toEqual({ type: 'diplomaticMarriage', card: 73 });
    act(s, 'france', { type: 'diplomaticMarriage', card: 73 });
    expect(['lyon', 'dijon', 'grenoble'].map((id) => s.spaces[id as 'lyon'].control)).toEqual(['france', 'france', 'france']);
    expect(s.powers.hapsburg.captives).toEqual([]);
    expect(s.spaces.paris.units.france?.leaders).toContain('montmorency');
    expect(s.powers.hapsburg.bonusVp).toBe(vp);
    expect(s.powers.hapsburg.hand).not.toContain(50);
    expect(s.powers.france.hand).toEqual([50]);
    expect(s.diplomacy.wars).not.toContain('france|hapsburg');
  });

  it('not offered without the card', () => {
    const s = suit([50]);
    expect(choices(s, 'france')).not.toContainEqual({ type: 'diplomaticMarriage', card: 73 });
  });
});

describe('card 73 Diplomatic Marriage in the Diplomacy Phase (6.1; War Segment, A9)', () => {
  /** Turn 2, War Segment at France's turn (impulse order index 3); France holds the card. */
  function warSegment(hand: number[]): HisState {
    const s = fresh();
    s.turn = 2;
    s.phase = 'diplomacy';
    for (const p of ['ottoman', 'hapsburg', 'england', 'france', 'papacy', 'protestant'] as const) {
      s.powers[p].hand = [];
      s.powers[p].homeCardUsed = [];
    }
    s.powers.france.hand = hand as typeof s.powers.france.hand;
    runProcedure(s, { proc: 'warSegment', next: 3 });
    return s;
  }

  it('offered at the power\'s turn before its declarations: activates a minor, the card is spent', () => {
    const s = warSegment([73, 50]);
    expect(choices(s, 'france')[0]).toEqual({ type: 'playMarriage', card: 73 });
    act(s, 'france', { type: 'playMarriage', card: 73 });
    expect(choices(s, 'france')).toEqual([
      { type: 'activateMinor', minor: 'genoa', major: 'france' },
      { type: 'activateMinor', minor: 'scotland', major: 'france' },
      { type: 'activateMinor', minor: 'venice', major: 'france' },
    ]);
    act(s, 'france', { type: 'activateMinor', minor: 'scotland', major: 'france' });
    expect(s.diplomacy.minorAllies.scotland).toBe('france');
    expect(s.powers.france.hand).toEqual([50]);
    expect(s.discard).toContain(73);
    // Back in the War Segment, France may still declare war; the card is gone.
    expect(choices(s, 'france')).not.toContainEqual({ type: 'playMarriage', card: 73 });
    expect(choices(s, 'france')).toContainEqual({ type: 'done' });
  });

  it('deactivates another power\'s minor ally (22.4)', () => {
    const s = fresh();
    s.diplomacy.minorAllies.venice = 'papacy';
    s.turn = 2;
    s.phase = 'diplomacy';
    for (const p of ['ottoman', 'hapsburg', 'england', 'france', 'papacy', 'protestant'] as const) s.powers[p].hand = [];
    s.powers.england.hand = [73] as typeof s.powers.england.hand;
    s.diplomacy.minorAllies.scotland = 'england';
    runProcedure(s, { proc: 'warSegment', next: 2 });
    act(s, 'england', { type: 'playMarriage', card: 73 });
    // Nothing left for England to activate (Scotland is allied); it may free an allied Genoa, Scotland or Venice.
    expect(choices(s, 'england')).toEqual([
      { type: 'deactivateMinor', minor: 'scotland' },
      { type: 'deactivateMinor', minor: 'venice' },
    ]);
    act(s, 'england', { type: 'deactivateMinor', minor: 'venice' });
    expect(s.diplomacy.minorAllies.venice).toBeNull();
  });

  it('not after the power has declared war, not for the Ottoman or the Protestant, not without the card', () => {
    const s = warSegment([73, 50]);
    act(s, 'france', { type: 'declareWar', target: 'genoa' });
    expect(choices(s, 'france')).not.toContainEqual({ type: 'playMarriage', card: 73 });
    const t = warSegment([50]);
    expect(choices(t, 'france')).not.toContainEqual({ type: 'playMarriage', card: 73 });
    const u = fresh();
    u.turn = 2;
    u.phase = 'diplomacy';
    for (const p of ['ottoman', 'hapsburg', 'england', 'france', 'papacy', 'protestant'] as const) u.powers[p].hand = [];
    u.powers.ottoman.hand = [73, 50] as typeof u.powers.ottoman.hand;
    runProcedure(u, { proc: 'warSegment', next: 0 });
    expect(choices(u, 'ottoman')).not.toContainEqual({ type: 'playMarriage', card: 73 });
  });
});
