// 9.1: the view lists the declarations of the segment for the table (who declared what to
// whom, and whether it is confirmed, refused or awaits a power), in English and Spanish.
import { describe, expect, it } from 'vitest';
import { hereIStand as his } from '../../module.ts';
import { createTranslator, renderPrompt } from '../../i18n/render.ts';
import { en } from '../../i18n/en.ts';
import { es } from '../../i18n/es.ts';
import { messageProblems } from '../../i18n/check.ts';
import { addItem, atDeclarations } from '../../testing/declarations.ts';
import { inNegotiationSegment } from './negotiation.ts';

describe('9.1 declarations in the view', () => {
  it('lists each declaration with its parties, items and standing, to every seat and spectators', () => {
    let s = atDeclarations(4);
    s.diplomacy.wars = [];
    expect(his.view(s, null).negotiation).toEqual({ declarations: [] });
    s = his.apply(s, 'ottoman', { type: 'doneDeclaring' });
    s = his.apply(s, 'hapsburg', { type: 'newDeclaration' });
    s = addItem(s, 'hapsburg', { kind: 'alliance', from: 'hapsburg', to: 'france' });
    s = his.apply(s, 'hapsburg', { type: 'declare' });
    s = his.apply(s, 'hapsburg', { type: 'newDeclaration' });
    s = addItem(s, 'hapsburg', { kind: 'alliance', from: 'hapsburg', to: 'papacy' });
    s = his.apply(s, 'hapsburg', { type: 'declare' });
    s = his.apply(s, 'hapsburg', { type: 'doneDeclaring' });
    s = his.apply(s, 'england', { type: 'doneDeclaring' });
    s = his.apply(s, 'france', { type: 'confirm', declaration: 1 });
    s = his.apply(s, 'france', { type: 'doneDeclaring' });
    s = his.apply(s, 'papacy', { type: 'refuse', declaration: 2 });
    for (const viewer of [null, 'protestant', 'france'] as const) {
      const ds = his.view(s, viewer).negotiation!.declarations;
      expect(ds.map((d) => [d.by, d.parties, d.status])).toEqual([
        ['hapsburg', ['france'], 'confirmed'],
        ['hapsburg', ['papacy'], 'refused'],
      ]);
    }
    const [first] = his.view(s, null).negotiation!.declarations;
    expect(renderPrompt(first!.message, createTranslator(en))).toBe('Hapsburg to France: alliance of Hapsburg and France (confirmed)');
    for (const cat of [en, es]) {
      for (const d of his.view(s, null).negotiation!.declarations) {
        const t = createTranslator(cat);
        expect(messageProblems(d.message.key, d.message.params, renderPrompt(d.message, t), cat, t)).toEqual([]);
      }
    }
  });

  it('a pending declaration names the powers that have yet to confirm it', () => {
    let s = atDeclarations(4);
    s.diplomacy.wars = [];
    s = his.apply(s, 'ottoman', { type: 'newDeclaration' });
    s = addItem(s, 'ottoman', { kind: 'alliance', from: 'ottoman', to: 'france' });
    s = his.apply(s, 'ottoman', { type: 'declare' });
    const [d] = his.view(s, 'england').negotiation!.declarations;
    expect(d).toMatchObject({ by: 'ottoman', status: 'pending', message: { params: { waiting: ['france'] } } });
    expect(renderPrompt(d!.message, createTranslator(es))).toContain('falta Francia');
  });

  it('is null outside the Negotiation Segment (when the table closes private talk)', () => {
    const start = his.setup({ scenario: '1517' }, 'v');
    expect(his.view(start, null).negotiation).toBeNull();
    expect(inNegotiationSegment(start)).toBe(false);
    expect(inNegotiationSegment(atDeclarations(4))).toBe(true);
  });
});
