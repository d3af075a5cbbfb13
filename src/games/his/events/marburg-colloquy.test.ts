import { describe, expect, it } from 'vitest';
import type { DebaterId } from '../data/pieces.ts';
import { advance } from '../flow/kernel.ts';
import { isCommitted } from '../religion/debaters.ts';
import { blankReligiousMap, protestant } from '../religion/testing.ts';
import type { HisState } from '../state.ts';
import { act, choices } from '../testing/position.ts';
import { EVENTS } from './registry.ts';

function position(...extra: DebaterId[]): HisState {
  const s = protestant(blankReligiousMap(), 'wittenberg', 'zurich');
  for (const id of extra) if (!s.religion.debaters.includes(id)) s.religion.debaters.push(id);
  return s;
}

function top(s: HisState) {
  return s.stack[s.stack.length - 1]!;
}

describe('card 41 Marburg Colloquy (18.2, 18.3)', () => {
  it('the Protestant picks one of each pair; attempts = the sum of their debate values, all zones', () => {
    const s = position('zwingli', 'oekolampadius');
    expect(EVENTS[41]!.canPlay(s, 'papacy')).toBe(true);
    EVENTS[41]!.play(s, 'papacy');
    advance(s);
    expect(choices(s, 'protestant')).toEqual([
      { type: 'debater', debater: 'luther' },
      { type: 'debater', debater: 'melanchthon' },
    ]);
    act(s, 'protestant', { type: 'debater', debater: 'luther' });
    expect(choices(s, 'protestant')).toEqual([
      { type: 'debater', debater: 'zwingli' },
      { type: 'debater', debater: 'oekolampadius' },
    ]);
    act(s, 'protestant', { type: 'debater', debater: 'oekolampadius' });
    expect(isCommitted(s, 'luther')).toBe(true);
    expect(isCommitted(s, 'oekolampadius')).toBe(true);
    expect(isCommitted(s, 'melanchthon')).toBe(false);
    // Luther 4 + Oekolampadius 2.
    expect(top(s)).toMatchObject({ proc: 'reformation', attempts: 6, zones: ['german', 'french', 'english', 'italian', 'spanish'] });
  });

  it('a pair with one uncommitted debater sends him without asking (Melanchthon 3 + Zwingli 3)', () => {
    const s = position('zwingli');
    s.religion.committed.push('luther');
    EVENTS[41]!.play(s, 'france');
    advance(s);
    expect(top(s)).toMatchObject({ proc: 'reformation', attempts: 6 });
    expect(isCommitted(s, 'melanchthon') && isCommitted(s, 'zwingli')).toBe(true);
  });

  it('needs an uncommitted debater of each pair', () => {
    const s = position();
    expect(EVENTS[41]!.canPlay(s, 'protestant')).toBe(false); // no Swiss debater in play
    s.religion.debaters.push('zwingli');
    s.religion.committed.push('luther', 'melanchthon');
    expect(EVENTS[41]!.canPlay(s, 'protestant')).toBe(false);
  });
});
