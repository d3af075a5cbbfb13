// The rulebook's Impulse Example (11): turn 1, the Protestant holds Katherina Bora and
// Threat to Power (3 CP each) and has played his Home card; Luther is uncommitted.
import { describe, expect, it } from 'vitest';
import { act, choices, runProcedure, startingState } from '../testing/position.ts';
import { mayPass } from './action-phase.ts';

const KATHERINA_BORA = 85;
const THREAT_TO_POWER = 103;

function example() {
  const s = startingState('1517');
  s.powers.protestant.hand = [KATHERINA_BORA, THREAT_TO_POWER];
  // The other hands go under the deck: a dealt response card (Landsknechts...) would open the
  // window after each action, which the example does not have.
  for (const p of ['ottoman', 'hapsburg', 'england', 'france', 'papacy'] as const) {
    s.deck.unshift(...s.powers[p].hand);
    s.powers[p].hand = [];
  }
  s.religion.committed = s.religion.committed.filter((d) => d !== 'luther');
  runProcedure(s, { proc: 'actionPhase', next: 5, consecutivePasses: 0 });
  return s;
}

describe('11 Impulse Example', () => {
  it('either card may be played for 3 CP', () => {
    const acts = choices(example(), 'protestant');
    expect(acts).toContainEqual({ type: 'play', card: KATHERINA_BORA, as: 'cp' });
    expect(acts).toContainEqual({ type: 'play', card: THREAT_TO_POWER, as: 'cp' });
  });

  it('option 7: he may pass — no Home card or mandatory event, and two cards = his admin rating', () => {
    const s = example();
    expect(mayPass(s, 'protestant')).toBe(true);
    expect(choices(s, 'protestant')).toContainEqual({ type: 'pass' });
  });

  it('options 1-4: with 3 CP, a debate (3), a treatise (2) or translations (1 each) are offered', () => {
    const s = example();
    act(s, 'protestant', { type: 'play', card: KATHERINA_BORA, as: 'cp' });
    const acts = choices(s, 'protestant');
    for (const action of ['callTheologicalDebate', 'publishTreatise', 'translateScripture']) {
      expect(acts).toContainEqual({ type: 'action', action });
    }
    expect(s.discard).toContain(KATHERINA_BORA);
  });

  it('option 3: three translation steps in the German zone use all 3 CP', () => {
    const s = example();
    act(s, 'protestant', { type: 'play', card: THREAT_TO_POWER, as: 'cp' });
    const before = s.tracks.translations.newTestament.german;
    for (let i = 0; i < 3; i++) {
      act(s, 'protestant', { type: 'action', action: 'translateScripture' });
      act(s, 'protestant', { type: 'translate', zone: 'german', track: 'newTestament' });
      // Luther's bonus (the example's note) is declined here: plain CP only.
      if (choices(s, 'protestant').some((a) => a.type === 'noBonus')) act(s, 'protestant', { type: 'noBonus' });
    }
    expect(s.tracks.translations.newTestament.german).toBe(before + 3);
  });

  it('the note: committing Luther adds one more German space to a translation', () => {
    const s = example();
    act(s, 'protestant', { type: 'play', card: THREAT_TO_POWER, as: 'cp' });
    const before = s.tracks.translations.newTestament.german;
    act(s, 'protestant', { type: 'action', action: 'translateScripture' });
    act(s, 'protestant', { type: 'translate', zone: 'german', track: 'newTestament' });
    expect(choices(s, 'protestant')).toContainEqual({ type: 'debater', debater: 'luther' });
    act(s, 'protestant', { type: 'debater', debater: 'luther' });
    expect(s.tracks.translations.newTestament.german).toBe(before + 2);
    expect(s.religion.committed).toContain('luther');
  });
});
