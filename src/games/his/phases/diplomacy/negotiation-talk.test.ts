// 9.1 "When negotiations are over": every power negotiating is asked at once and says when
// it is done; the declarations start, in impulse order, only when none is left talking.
// Turn 1 (7): only England, the Hapsburgs and France negotiate.
import { describe, expect, it } from 'vitest';
import { MAJOR_POWERS } from '../../data/powers.ts';
import { hereIStand as his } from '../../module.ts';
import { atDiplomacy, place } from '../../testing/position.ts';


describe('9.1 the negotiations before the declarations', () => {
  it('asks every power at once; the declarations wait until the last is done', () => {
    let s = atDiplomacy(3);
    const talk = his.pending(s);
    expect(talk.map((p) => [p.player, p.key])).toEqual(MAJOR_POWERS.map((p) => [p, 'his.prompt.negotiationTalk']));
    expect(his.legalActions(s, 'papacy')).toEqual([{ type: 'doneNegotiating' }]);
    for (const p of MAJOR_POWERS.slice(0, 5)) s = his.apply(s, p, { type: 'doneNegotiating' });
    // The Protestant is still talking: no declaration yet, and a power done may not act again.
    expect(his.pending(s).map((p) => p.player)).toEqual(['protestant']);
    expect(() => his.apply(s, 'ottoman', { type: 'newDeclaration' })).toThrow();
    s = his.apply(s, 'protestant', { type: 'doneNegotiating' });
    expect(his.pending(s)).toEqual([expect.objectContaining({ player: 'ottoman', key: 'his.prompt.negotiationDeclare' })]);
    expect(s.log.at(-1)).toEqual({ key: 'his.log.negotiationsOver', params: {} });
  });

  it('turn 1 (7): England negotiates with the Hapsburgs and France, and only they are asked', () => {
    const s = atDiplomacy(1);
    expect(his.pending(s).map((p) => p.player)).toEqual(['hapsburg', 'england', 'france']);
    expect(his.pending(s).find((p) => p.player === 'england')?.params).toMatchObject({ partners: ['hapsburg', 'france'] });
  });

  it('shows each power what it may offer or be offered (the deal builder of the table), with every power it may deal with', () => {
    // The position is set before the segment starts (what may be offered is worked out once for it).
    const s = atDiplomacy(3, (x) => {
      x.diplomacy.wars = ['france|hapsburg'];
      place(x, 'portsmouth', 'england', { squadron: 1 });
    });
    const offerable = (power: string) => his.pending(s).find((p) => p.player === power)!.params!.offerable as { kind: string; from: string; to: string }[];
    // Ahead of France in impulse order, the Hapsburgs would declare: a peace is offerable both ways, an alliance only with it.
    expect(offerable('france')).toContainEqual({ kind: 'peace', from: 'hapsburg', to: 'france' });
    expect(offerable('hapsburg')).toContainEqual({ kind: 'peace', from: 'hapsburg', to: 'france' });
    // An alliance with an enemy only with the peace that ends the war (9.2): the builder lists it, the declaration checks the order.
    expect(offerable('france')).toContainEqual({ kind: 'alliance', from: 'hapsburg', to: 'france' });
    expect(offerable('france')).toContainEqual({ kind: 'alliance', from: 'england', to: 'france' });
    // Never an item a rule forbids: no Papal–Ottoman alliance.
    expect(offerable('papacy')).not.toContainEqual({ kind: 'alliance', from: 'ottoman', to: 'papacy' });
    for (const item of offerable('england')) expect([item.from, item.to]).toContain('england');
    // A loan comes with an alliance (9.2): offerable where an alliance is.
    expect(offerable('france')).toContainEqual(expect.objectContaining({ kind: 'loan', from: 'england', to: 'france', port: 'portsmouth', squadrons: 1 }));
    expect(offerable('papacy').some((i) => i.kind === 'loan')).toBe(false);
  });
});
