// What prompts tell a player (prompt-facts.ts): the card that caused them, CP costs, the pass rule.
import { describe, expect, it } from 'vitest';
import type { Prompt } from '../../engine/types.ts';
import { CP_ACTIONS } from './actions/index.ts';
import { createTranslator, actionCost, renderCause, renderFacts, renderPrompt } from './i18n/render.ts';
import { en } from './i18n/en.ts';
import { es } from './i18n/es.ts';
import { hereIStand } from './module.ts';
import { rulerOf } from './rulers.ts';
import type { CardId } from './data/cards.ts';
import { ALL_CARD_IDS, CARDS } from './data/cards.ts';
import { isHomeCard, isMandatoryCard } from './cards.ts';
import { FRENCH_MOVE_INTO_MILAN, impulsePosition, milanPosition } from './testing/table-positions.ts';
import { clearMap, runProcedure, startingState } from './testing/position.ts';
import { dowCost } from './phases/diplomacy/restrictions.ts';
import type { DowTarget } from './data/tables.ts';

const tEn = createTranslator(en);
const tEs = createTranslator(es);

describe('prompt facts', () => {
  it('a prompt caused by another power’s card names that card and the rule (Defender of the Faith, 18.4)', () => {
    let s = impulsePosition('hapsburg', 'facts', { scenario: '1532' }, 11 as CardId);
    s = hereIStand.apply(s, 'hapsburg', { type: 'play', card: 11, as: 'event' });
    const prompt = hereIStand.pending(s)[0]!;
    expect(prompt).toMatchObject({ player: 'papacy', params: { cause: { card: 11, power: 'hapsburg', section: '18.4' } } });
    expect(renderCause(prompt, tEn)).toBe('Hapsburg played #11 Defender of the Faith as an event. Rule 18.4.');
    expect(renderPrompt(prompt, tEn)).toContain('Defender of the Faith');
    expect(renderCause(prompt, tEs)).toMatch(/^Habsburgo jugó #11 .+\. Regla 18\.4\.$/);
  });

  it('a prompt after a card played for CP says the card was played for CP, not as its event', () => {
    let s = impulsePosition('hapsburg');
    const play = hereIStand.legalActions(s, 'hapsburg').find((a) => a.type === 'play' && a.as === 'cp')!;
    s = hereIStand.apply(s, 'hapsburg', play);
    const prompt = hereIStand.pending(s)[0]!;
    expect(prompt).toMatchObject({ player: 'hapsburg', params: { cause: { cpCard: play.card, power: 'hapsburg' } } });
    expect(renderCause(prompt, tEn)).toMatch(new RegExp(`^Hapsburg played #${String(play.card)} .+ for CP\\.`));
    expect(renderCause(prompt, tEs)).toMatch(new RegExp(`^Habsburgo jugó #${String(play.card)} .+ por PM\\.`));
  });

  it('every CP action offered carries its cost (11.1 table)', () => {
    const s = milanPosition();
    const prompt: Prompt = hereIStand.pending(s)[0]!;
    const actions = hereIStand.legalActions(s, 'france').filter((a) => a.type === 'action');
    expect(actions.length).toBeGreaterThan(2);
    for (const action of actions) {
      expect(actionCost(prompt, action)).toBe(CP_ACTIONS.find((a) => a.id === action.action)!.cost(s, 'france'));
    }
    expect(actionCost(prompt, { type: 'endImpulse' })).toBeNull();
  });

  it('the impulse says why Pass is or is not offered (11: more cards than the admin rating)', () => {
    const s = impulsePosition('papacy');
    const admin = rulerOf(s, 'papacy').adminRating;
    const plain = ALL_CARD_IDS.filter((c) => !isHomeCard(c) && !isMandatoryCard(c) && CARDS[c].type !== 'combat');
    for (const n of [admin, admin + 1]) {
      s.powers.papacy.hand = plain.slice(0, n);
      s.checkpoint++;
      const prompt = hereIStand.pending(s)[0]!;
      const canPass = hereIStand.legalActions(s, 'papacy').some((a) => a.type === 'pass');
      expect(canPass).toBe(n === admin);
      expect(renderFacts(prompt, tEn)).toEqual([
        canPass
          ? `You may pass: ${n} ${n === 1 ? "card" : "cards"} in hand, administrative rating ${admin}.`
          : `You may not pass: ${n} ${n === 1 ? "card" : "cards"} in hand, more than your administrative rating (${admin}).`,
      ]);
      expect(renderFacts(prompt, tEs)[0]).toContain(`valor administrativo`);
    }
  });

  it('a combat-card window shows both sides\' dice before the roll (14 steps 2-5: Milan, Arquebusiers in the Papal hand)', () => {
    let s = milanPosition();
    s.powers.papacy.hand = [24 as CardId];
    s.checkpoint++;
    for (const action of FRENCH_MOVE_INTO_MILAN) {
      if (!hereIStand.legalActions(s, 'france').some((a) => JSON.stringify(a) === JSON.stringify(action))) continue;
      s = hereIStand.apply(s, 'france', { ...action });
    }
    const prompt = hereIStand.pending(s)[0]!;
    expect(prompt).toMatchObject({ player: 'papacy', key: 'his.prompt.response' });
    // Four regulars and Montmorency (battle rating 1) against two regulars and the defender's die.
    expect(renderFacts(prompt, tEn)).toEqual(['France will roll 5 dice, Papacy 3 dice (5 or 6 hits).']);
    expect(renderFacts(prompt, tEs)).toEqual(['Francia tirará 5 dados, Papado 3 dados (impacto con 5 o 6).']);
  });

  it('every declaration of war offered carries its cost (9.6, Diplomatic Status Display)', () => {
    const s = clearMap(startingState('1517'));
    s.turn = 2;
    s.phase = 'diplomacy';
    s.powers.hapsburg.hand = [28 as CardId];
    runProcedure(s, { proc: 'warSegment', next: 1 });
    const prompt = hereIStand.pending(s)[0]!;
    expect(prompt).toMatchObject({ player: 'hapsburg', key: 'his.prompt.declareWar', params: { cause: { section: '9.6', phase: 'diplomacy' } } });
    const declarations = hereIStand.legalActions(s, 'hapsburg').filter((a) => a.type === 'declareWar');
    expect(declarations.length).toBeGreaterThan(0);
    for (const a of declarations) expect(actionCost(prompt, a)).toBe(dowCost(s, 'hapsburg', a.target as DowTarget));
    expect(declarations.every((a) => typeof actionCost(prompt, a) === "number")).toBe(true);
  });
});
