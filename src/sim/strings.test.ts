// Every string right (issue 15): complete random-bot games, every prompt, legal action and
// log entry rendered in English and Spanish, checked for raw keys, ids shown instead of
// names, empty slots, "undefined" and the like. The suite plays three games;
// `npm run strings:check` plays twenty.
import { describe, expect, it } from 'vitest';
import { createTranslator, es, messageProblems, untranslatedNames } from '../games/his/index.ts';
import { checkStrings, formatProblems } from './strings.ts';

const SLOW = 600_000;

describe('every string of simulated games', () => {
  it('1517: two complete games render every prompt, action and log entry cleanly in English and Spanish', () => {
    const report = checkStrings({ games: 2, seed: 'strings-ci', scenario: '1517' });
    expect(formatProblems(report.problems)).toEqual([]);
    // The games are played out, not sampled: hundreds of distinct messages are reached.
    expect(report.keys).toBeGreaterThan(300);
  }, SLOW);

  it('two-player variant: complete games render cleanly too, diplomacy cards included', () => {
    const report = checkStrings({ games: 2, seed: 'strings-ci-2p', twoPlayer: true });
    expect(formatProblems(report.problems)).toEqual([]);
  }, SLOW);

  it('1532: a complete game renders cleanly too', () => {
    const report = checkStrings({ games: 1, seed: 'strings-ci-1532', scenario: '1532' });
    expect(formatProblems(report.problems)).toEqual([]);
  }, SLOW);
});

describe('the string checks can fail', () => {
  it('a broken catalogue is reported', () => {
    const catalogue = { 'his.log.x': 'his.log.x against {{papalHigh}} ({{papalDice}} dice): {{cards}} by {{power}}, 1 dice.' };
    const t = createTranslator(catalogue);
    const params = { cards: { hapsburg: 108 }, power: 'undefined' };
    const text = t('his.log.x', { cards: 'hapsburg 108', power: 'undefined' });
    expect(messageProblems('his.log.x', params, text, catalogue, t)).toEqual(
      expect.arrayContaining([
        'raw key',
        '"undefined"',
        'empty or padded brackets',
        'a plural after 1',
        'the id "hapsburg" instead of a name',
        'empty {{papalHigh}}',
        'empty {{papalDice}}',
        'card 108 (Venetian Alliance) not named',
      ]),
    );
  });

  it('an English name left in a Spanish text is found', () => {
    const english = untranslatedNames(createTranslator(es))!;
    expect(english.exec('Carlos V juega Janissaries')?.[1]).toBe('Janissaries');
    expect(english.exec('Juan Calvino sale del mapa y Charles V llega')?.[1]).toBe('Charles V');
    expect(english.exec('Carlos V juega Jenízaros')).toBeNull();
  });
});
