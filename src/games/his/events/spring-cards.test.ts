// Cards 102 Spring Preparations and 109 Venetian Informant (10, 6.1 other-phase events).
import { describe, expect, it } from 'vitest';
import type { CardId } from '../data/cards.ts';
import type { MajorPower } from '../data/powers.ts';
import { MAJOR_POWERS } from '../data/powers.ts';
import { canPlayAsEvent } from '../phases/action-phase.ts';
import { springDeploymentFrame } from '../phases/spring-deployment.ts';
import { act, choices, clearMap, place, runProcedure, setControl, startingState } from '../testing/position.ts';
import type { HisState } from '../state.ts';

/** Only `holder` holds `card` among other cards; France has Montmorency and 2 regulars in Paris. */
function fresh(holder: MajorPower, cards: CardId[]): HisState {
  const s = clearMap(startingState('1517', 'spring-cards'));
  for (const p of MAJOR_POWERS) {
    s.discard.push(...s.powers[p].hand);
    s.powers[p].hand = [];
  }
  s.discard = s.discard.filter((c) => !cards.includes(c));
  s.deck = s.deck.filter((c) => !cards.includes(c));
  s.powers[holder].hand = [...cards];
  s.powers.england.hand = [50];
  place(s, 'paris', 'france', { regular: 2, leaders: ['montmorency'] });
  return s;
}

const start = (s: HisState) => runProcedure(s, springDeploymentFrame());

describe('card 109 Venetian Informant', () => {
  it('offered before anyone deploys; the holder shows one hand secretly to itself or another power', () => {
    const s = start(fresh('papacy', [109]));
    expect(choices(s, 'papacy')).toEqual([{ type: 'playEvent', card: 109 }, { type: 'decline' }]);
    act(s, 'papacy', { type: 'playEvent', card: 109 });
    act(s, 'papacy', { type: 'target', target: 'england' });
    expect(choices(s, 'papacy').map((a) => a.power)).toEqual(['ottoman', 'hapsburg', 'france', 'papacy', 'protestant']);
    act(s, 'papacy', { type: 'viewer', power: 'france' });
    expect(s.log.at(-1)).toMatchObject({ key: 'his.log.handSeen', params: { of: 'england', cards: [50] }, to: ['france'] });
    expect(s.discard).toContain(109);
    // Then the deployments begin (France from Paris).
    expect(choices(s, 'france')).toContainEqual({ type: 'space', space: 'paris' });
  });

  it('never an event in the Action Phase', () => {
    const s = fresh('papacy', [109, 102]);
    expect(canPlayAsEvent(s, 'papacy', 109)).toBe(false);
    expect(canPlayAsEvent(s, 'papacy', 102)).toBe(false);
  });
});

describe('card 102 Spring Preparations', () => {
  it('at its own deployment: 1 regular in the capital and the starred limits lifted (a pass may be crossed)', () => {
    const s = start(fresh('france', [102]));
    expect(choices(s, 'france')).toEqual([{ type: 'playEvent', card: 102 }, { type: 'decline' }]);
    act(s, 'france', { type: 'playEvent', card: 102 });
    expect(s.spaces.paris.units.france?.regular).toBe(3);
    expect(s.stack.find((f) => f.proc === 'springDeployment')).toMatchObject({ relaxed: ['france'] });
  });

  it('the Hapsburgs get a regular in each capital they control; not with no capital under control', () => {
    const s = start(fresh('hapsburg', [102]));
    act(s, 'hapsburg', { type: 'playEvent', card: 102 });
    expect(s.spaces.valladolid.units.hapsburg?.regular).toBe(1);
    expect(s.spaces.vienna.units.hapsburg?.regular).toBe(1);
    const t = fresh('france', [102]);
    setControl(t, 'paris', 'england');
    t.spaces.paris.units = {};
    start(t);
    expect(choices(t, 'france')).toEqual([]);
  });

  it('not for the Protestant', () => {
    const s = start(fresh('protestant', [102]));
    expect(choices(s, 'protestant')).toEqual([]);
  });
});
