// 1, 3.0-3.1: games with fewer than six players, some players running two powers.
import { describe, expect, it } from 'vitest';
import { simulate } from '../../sim/simulate.ts';
import { hereIStand } from './module.ts';
import { dowBarredAlways } from './phases/diplomacy/restrictions.ts';
import { endGame } from './phases/victory-determination.ts';
import { powersOfPlayer, samePlayer, validatePlayers } from './players.ts';
import { setup } from './setup.ts';

describe('players (3.1)', () => {
  it('takes a player count for the usual configurations, or any partition of the six powers', () => {
    expect(validatePlayers(3)).toEqual([['protestant', 'england'], ['hapsburg', 'papacy'], ['france', 'ottoman']]);
    expect(validatePlayers(5)).toHaveLength(5);
    expect(validatePlayers(undefined)).toBeUndefined();
    const custom = [['ottoman', 'england'], ['hapsburg'], ['france', 'papacy', 'protestant']];
    expect(validatePlayers(custom)).toEqual(custom);
    expect(() => validatePlayers(2)).toThrow(/options.players/);
    expect(() => validatePlayers([['ottoman', 'hapsburg', 'england', 'france', 'papacy']])).toThrow(/options.players/);
    expect(() => validatePlayers([['ottoman'], ['hapsburg', 'england', 'france', 'papacy']])).toThrow(/nobody has protestant/);
    expect(() => validatePlayers([['ottoman', 'ottoman'], ['hapsburg', 'england', 'france', 'papacy', 'protestant']])).toThrow(/two players/);
    expect(() => validatePlayers([['spain'], ['hapsburg', 'england', 'france', 'papacy', 'protestant', 'ottoman']])).toThrow(/not a major power/);
  });

  it("knows each power's player", () => {
    const s = setup({ scenario: '1517', players: validatePlayers(4)! }, 'p');
    expect(powersOfPlayer(s, 'papacy')).toEqual(['hapsburg', 'papacy']);
    expect(powersOfPlayer(s, 'ottoman')).toEqual(['ottoman']);
    expect(samePlayer(s, 'england', 'protestant')).toBe(true);
    expect(samePlayer(s, 'england', 'france')).toBe(false);
    expect(samePlayer(s, 'england', 'england')).toBe(false);
    const six = setup({ scenario: '1517' }, 'p');
    expect(samePlayer(six, 'england', 'protestant')).toBe(false);
  });

  it("a player's two powers never declare war on each other (data-decisions: players running two powers)", () => {
    const three = setup({ scenario: '1517', players: validatePlayers(3)! }, 'p');
    const six = setup({ scenario: '1517' }, 'p');
    expect(dowBarredAlways(three, 'france', 'ottoman')).toBe('samePlayer');
    expect(dowBarredAlways(six, 'france', 'ottoman')).toBeNull();
    expect(dowBarredAlways(three, 'france', 'england')).toBeNull();
  });

  it('the player of the winning power wins', () => {
    const s = setup({ scenario: '1517', players: validatePlayers(3)! }, 'p');
    endGame(s, 'papacy', 'standard');
    expect(s.result).toMatchObject({ winner: 'papacy', winningPlayer: 'hapsburg+papacy' });
    expect(hereIStand.result(s)).toMatchObject({ winner: 'papacy', winningPlayer: 'hapsburg+papacy' });
    const six = setup({ scenario: '1517' }, 'p');
    endGame(six, 'papacy', 'standard');
    expect(six.result).not.toHaveProperty('winningPlayer');
  });

  it('random games with three and five players run to a result with every invariant, wins counted per player', () => {
    for (const players of [3, 5]) {
      const summary = simulate({ games: 1, seed: `players-${players}`, scenario: '1532', players, checkInvariants: true });
      expect(summary.failures).toEqual([]);
      expect(summary).toMatchObject({ completed: 1, errors: 0, invariantViolations: 0 });
      expect(Object.keys(summary.winsByPlayer ?? {})).toHaveLength(players);
      expect(Object.values(summary.winsByPlayer ?? {}).reduce((a, b) => a + b, 0)).toBe(1);
    }
  }, 300_000);
});
