// 9.1-9.2 through the public contract (legalActions/apply): the rulebook's Negotiation
// Example, and a declaration refused in part taking no effect at all.
import { describe, expect, it } from 'vitest';
import { hereIStand } from '../../module.ts';
import { addItem, atDeclarations } from '../../testing/declarations.ts';
import { place } from '../../testing/position.ts';
import type { DealItem } from './deal-items.ts';

const his = hereIStand;

describe('9.1 the Negotiation Segment', () => {
  it('the Negotiation Example (Turn 4): Hapsburg allies with France and the Papacy, their squadrons loaned, Besançon ceded, a card drawn', () => {
    let s = atDeclarations(4);
    // By Turn 4 the wars of 1517 between France and the Hapsburgs and the Papacy are over.
    s.diplomacy.wars = ['hungary|ottoman'];
    // ...and Trier, nearer Besançon than Antwerp, is no longer Hapsburg (the example moves the troops to Antwerp).
    s.spaces.trier.control = 'protestant';
    place(s, 'marseille', 'france', { squadron: 2 });
    place(s, 'rome', 'papacy', { squadron: 1 });
    place(s, 'besancon', 'hapsburg', { regular: 2 });
    s.powers.hapsburg.hand = [12, 55];
    s.powers.papacy.hand = [];
    expect(his.pending(s)).toEqual([expect.objectContaining({ player: 'ottoman', key: 'his.prompt.negotiationDeclare' })]);
    // 1: the Ottoman has no interest in negotiating.
    expect(his.legalActions(s, 'ottoman')[0]).toEqual({ type: 'doneDeclaring' });
    s = his.apply(s, 'ottoman', { type: 'doneDeclaring' });
    // 3: the Hapsburg announces his two alliances, the loans and the transfer of Besançon (and the card).
    expect(his.pending(s)[0]).toMatchObject({ player: 'hapsburg', key: 'his.prompt.negotiationDeclare' });
    const deal: DealItem[] = [
      { kind: 'alliance', from: 'hapsburg', to: 'france' },
      { kind: 'alliance', from: 'hapsburg', to: 'papacy' },
      { kind: 'loan', from: 'france', to: 'hapsburg', port: 'marseille', squadrons: 2, leaders: [], dest: 'barcelona' },
      { kind: 'loan', from: 'papacy', to: 'hapsburg', port: 'rome', squadrons: 1, leaders: [], dest: 'naples' },
      { kind: 'cede', from: 'hapsburg', to: 'france', space: 'besancon' },
      { kind: 'cards', from: 'hapsburg', to: 'papacy', n: 1 },
    ];
    s = his.apply(s, 'hapsburg', { type: 'newDeclaration' });
    for (const item of deal) s = addItem(s, 'hapsburg', item);
    s = his.apply(s, 'hapsburg', { type: 'declare' });
    s = his.apply(s, 'hapsburg', { type: 'doneDeclaring' });
    // The English and Protestant do nothing in this step.
    s = his.apply(s, 'england', { type: 'doneDeclaring' });
    // France confirms; nothing happens until the Papacy, the last power bound, confirms too.
    expect(his.pending(s)[0]).toMatchObject({ player: 'france', key: 'his.prompt.negotiationConfirm' });
    s = his.apply(s, 'france', { type: 'confirm', declaration: 1 });
    expect(s.diplomacy.alliances).toEqual([]);
    s = his.apply(s, 'france', { type: 'doneDeclaring' });
    s = his.apply(s, 'papacy', { type: 'confirm', declaration: 1 });
    // 4: ally markers, loaned squadrons at the nearest Hapsburg ports, Besançon French, its troops displaced, a card drawn.
    expect(s.diplomacy.alliances).toEqual(['france|hapsburg', 'hapsburg|papacy']);
    expect(s.diplomacy.loans).toEqual([
      { owner: 'france', holder: 'hapsburg', squadrons: 2, leaders: [] },
      { owner: 'papacy', holder: 'hapsburg', squadrons: 1, leaders: [] },
    ]);
    expect(s.spaces.barcelona.units.hapsburg?.squadron).toBe(2);
    expect(s.spaces.naples.units.hapsburg?.squadron).toBe(1);
    expect(s.spaces.marseille.units.france).toBeUndefined();
    expect(s.spaces.besancon.control).toBe('france');
    // 12.5: the Hapsburg troops go to the nearest Hapsburg fortified space or a capital: Antwerp.
    expect(his.pending(s)[0]).toMatchObject({ player: 'hapsburg', key: 'his.prompt.displacement' });
    expect(his.legalActions(s, 'hapsburg')).toContainEqual({ type: 'space', space: 'antwerp' });
    s = his.apply(s, 'hapsburg', { type: 'space', space: 'antwerp' });
    expect(s.spaces.besancon.units.hapsburg).toBeUndefined();
    expect(s.spaces.antwerp.units.hapsburg?.regular).toBe(2);
    expect(s.powers.hapsburg.hand).toHaveLength(1);
    expect(s.powers.papacy.hand).toHaveLength(1);
    expect([12, 55]).toContain(s.powers.papacy.hand[0]);
  });
});
