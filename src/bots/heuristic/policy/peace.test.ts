// The heuristic seat in the Diplomacy Phase (9.1, 9.3): it declares no deal, refuses one
// that costs it a key and confirms one that gives it one, never sues for peace, and buys
// back what a peace costs with a card rather than a VP.
import { describe, expect, it } from 'vitest';
import type { Action, Prompt } from '../../../engine/types.ts';
import type { HisAction } from '../../../games/his/index.ts';
import { hereIStand } from '../../../games/his/index.ts';
import { startingState } from '../../../games/his/testing/position.ts';
import { heuristicChoice } from '../index.ts';

const view = hereIStand.view(startingState('1517'), 'england');
const choose = (key: string, actions: Action[], params: Prompt['params'] = {}): Action =>
  heuristicChoice(view, actions as HisAction[], { player: 'england', key: `his.prompt.${key}`, params } as Prompt, () => 0.5);

describe('heuristic bot in the Diplomacy Phase', () => {
  it('declares no deal of its own and withdraws a draft', () => {
    expect(choose('negotiationDeclare', [{ type: 'newDeclaration' }, { type: 'doneDeclaring' }]).type).toBe('doneDeclaring');
    expect(choose('negotiationCompose', [{ type: 'declare' }, { type: 'cancelDeclaration' }]).type).toBe('cancelDeclaration');
  });

  it('refuses a declaration that cedes its key and confirms one that gives it a key', () => {
    const answers = [{ type: 'confirm', declaration: 1 }, { type: 'refuse', declaration: 1 }];
    const losing = [{ kind: 'cede', from: 'england', to: 'france', space: 'calais' }];
    const winning = [{ kind: 'cede', from: 'france', to: 'england', space: 'rouen' }];
    expect(choose('negotiationConfirm', answers, { items: losing }).type).toBe('refuse');
    expect(choose('negotiationConfirm', answers, { items: winning }).type).toBe('confirm');
  });

  it('never sues for peace and pays for a peace with cards, not VP', () => {
    expect(choose('sueForPeace', [{ type: 'sue', enemy: 'france' }, { type: 'done' }]).type).toBe('done');
    expect(choose('peace.spaces', [{ type: 'pay', pay: 'vp' }, { type: 'pay', pay: 'card' }]).pay).toBe('card');
    const keys = [{ type: 'regainKey', space: 'calais', pay: 'vp' }, { type: 'regainKey', space: 'calais', pay: 'card' }, { type: 'done' }];
    expect(choose('peace.keys', keys)).toEqual({ type: 'regainKey', space: 'calais', pay: 'card' });
  });
});
